import 'reflect-metadata';
import { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import type { ApiSettings } from '../config';
import { argumentGuard } from './security/argument-guard';
import { requestBudget } from './security/request-budget';
import { authChecker } from './security/roles';
import { AuthorResolver } from './resolvers/author-resolver';
import { ConceptResolver } from './resolvers/concept-resolver';
import { EvaluationResolver } from './resolvers/evaluation-resolver';
import { GraphResolver } from './resolvers/graph-resolver';
import { HealthResolver } from './resolvers/health-resolver';
import { InfluenceResolver } from './resolvers/influence-resolver';
import { SimilarityMapResolver } from './resolvers/similarity-map-resolver';
import { IngestResolver } from './resolvers/ingest-resolver';
import { WriteResolver } from './resolvers/write-resolver';
import { NegativesResolver } from './resolvers/negatives-resolver';
import { PaperResolver } from './resolvers/paper-resolver';
import { RecommendResolver } from './resolvers/recommend-resolver';
import { SearchResolver } from './resolvers/search-resolver';
import { SemanticResolver } from './resolvers/semantic-resolver';
import { TalkResolver } from './resolvers/talk-resolver';
// Last: type-graphql prints types in the order their classes load, so newer features append to schema.graphql.
import { BibliographyResolver } from './resolvers/bibliography-resolver';
import { SeedsResolver } from './resolvers/seeds-resolver';
import { VocabularyResolver } from './resolvers/vocabulary-resolver';
import { PaperListResolver } from './resolvers/paper-list-resolver';
import { PaperRecordResolver } from './resolvers/paper-record-resolver';
import { NODE_ID_RESOLVERS, NodeResolver } from './resolvers/node-resolver';
import { LibraryResolver } from './resolvers/library-resolver';

export const RESOLVERS = [
  PaperResolver,
  TalkResolver,
  AuthorResolver,
  SearchResolver,
  SemanticResolver,
  ConceptResolver,
  RecommendResolver,
  GraphResolver,
  InfluenceResolver,
  SimilarityMapResolver,
  NegativesResolver,
  EvaluationResolver,
  HealthResolver,
  IngestResolver,
  WriteResolver,
  BibliographyResolver,
  SeedsResolver,
  VocabularyResolver,
  PaperListResolver,
  PaperRecordResolver,
  NodeResolver,
  ...NODE_ID_RESOLVERS,
  LibraryResolver,
] as const;

/** Limits the argument guard and the request budget apply; absent when only printing the schema. */
export type SchemaGuards = Pick<ApiSettings, 'maxTextCharacters' | 'maxStringCharacters' | 'maxListItems' | 'maxLibraryCharacters' | 'requestTimeoutMs'>;

export async function buildRefgraphSchema(guards?: SchemaGuards): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: RESOLVERS,
    validate: false,
    authChecker,
    globalMiddlewares: guards ? [requestBudget(guards.requestTimeoutMs), argumentGuard(guards)] : [],
  });
}
