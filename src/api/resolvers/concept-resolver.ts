import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { LanguageEnum } from '../types/language';
import { checkedConceptQuery, conceptSearchKey, FacetBucket, searchConcepts, ThresholdChoice } from '../../concepts';
import { checkedPageSize } from '../arguments';
import { connectionPage } from '../connection-page';
import type { Context } from '../context';
import { decodeConceptCursor, encodeConceptCursor } from '../cursor';
import { conceptEngines } from '../../app';
import type { ConceptQueryInput } from '../../concepts';
import { ConceptSearchConnection, ConceptSearchModeEnum, ConceptThresholdScalar, ConceptThresholdScoreEnum, CountRelationEnum } from '../types/concept';
import type { Paper } from '../types/paper';
import { PaperFilter } from '../types/paper-filter';
import { authorsPaperIds, checkedFilterLanguages, checkedYears, nonEmpty } from '../paper-filters';
import { checkedLanguages } from '../languages';
import { checkedVenues } from '../vocabulary';
import { FreeTextScalar } from '../types/scalars';

/**
 * The filter for the concept module: years and lists checked as everywhere, venues
 * resolved to stored names and authors to their papers; languages and fields of study are left
 * as typed, for the concept module to read as its facets spell them (a facet value given back
 * filters on exactly what it counted).
 */
async function checkedConceptFilter(context: Context, filter: PaperFilter | undefined): Promise<ConceptQueryInput['filter']> {
  if (!filter) return null;
  checkedYears('filter', filter);
  checkedFilterLanguages('filter', filter);
  const venues = nonEmpty('filter.venues', 'venue', filter.venues);
  const authorIds = nonEmpty('filter.authorIds', 'author id', filter.authorIds);
  return {
    languages: filter.languages ?? null,
    yearFrom: filter.yearFrom ?? null,
    yearTo: filter.yearTo ?? null,
    fieldsOfStudy: filter.fieldsOfStudy ?? null,
    venues: venues ? await checkedVenues(context, 'filter.venues', venues) : null,
    onlyIds: authorIds ? await authorsPaperIds(context, authorIds) : null,
  };
}

@Resolver()
export class ConceptResolver {
  @Query(() => ConceptSearchConnection, {
    description:
      'Concept search for portals: short queries such as "cancer", "economia blava", "energía nuclear". Monolingual: papers in the query languages only; cross-lingual: papers in any language. threshold: CALIBRATED holds each hit to the calibrated margin; facets count the passing hits and filter when given back.',
  })
  async conceptSearch(
    @Arg('query', () => FreeTextScalar) query: string,
    @Ctx() context: Context,
    @Arg('languages', () => [LanguageEnum], { nullable: true, description: 'The languages the query is written in (EN, ES, CA; another is INVALID_ARGUMENT); all three by default.' })
    languages?: string[],
    @Arg('crossLingual', { defaultValue: false, description: 'Return papers in any language, not only in the query languages.' }) crossLingual?: boolean,
    @Arg('mode', () => ConceptSearchModeEnum, { defaultValue: ConceptSearchModeEnum.HYBRID }) mode?: ConceptSearchModeEnum,
    @Arg('threshold', () => ConceptThresholdScalar, {
      nullable: true,
      description: 'Marks each hit passed or not: a number compared with its cosine, or CALIBRATED compared with its margin; no threshold by default.',
    })
    threshold?: ThresholdChoice,
    @Arg('passedOnly', { defaultValue: false, description: 'Only the hits that pass the threshold (which it needs); facets are the same either way.' }) passedOnly?: boolean,
    @Arg('filter', () => PaperFilter, { nullable: true, description: 'Only papers with these facet values (languages, year range, fields of study), venues and authors.' })
    filter?: PaperFilter,
    @Arg('first', () => Int, { defaultValue: 20 }) first?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ): Promise<ConceptSearchConnection> {
    const { config } = context.services;
    const size = checkedPageSize('first', first!, config.api.maxPageSize);
    if (languages) checkedLanguages('languages', languages);
    const conceptFilter = await checkedConceptFilter(context, filter);
    const concept = checkedConceptQuery({
      text: query,
      languages: languages ?? null,
      crossLingual: crossLingual!,
      mode: mode!,
      threshold: threshold ?? { kind: 'none' },
      passedOnly: passedOnly!,
      filter: conceptFilter,
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
    const bucket = <V>({ count, total }: FacetBucket<V>) => ({ count, total });
    return {
      edges,
      pageInfo: page.pageInfo,
      totalCount: result.total.value,
      totalCountRelation: CountRelationEnum[result.total.relation],
      relevanceFloor: result.floor,
      passedCount: result.passedCount,
      thresholdScore: result.thresholdScore === null ? null : ConceptThresholdScoreEnum[result.thresholdScore],
      facets: {
        languages: result.facets.languages.map((b) => ({ language: b.value, ...bucket(b) })),
        years: result.facets.years.map((b) => ({ year: b.value, ...bucket(b) })),
        yearRanges: result.facets.yearRanges,
        fieldsOfStudy: result.facets.fieldsOfStudy.map((b) => ({ fieldOfStudy: b.value, ...bucket(b) })),
      },
      languages: concept.languages,
      model: result.model,
    };
  }
}
