/**
 * Integration tests run against the real engines started by scripts/test.sh (a separate
 * instance from the demo's). Each suite starts from empty stores; a jest worker runs one suite at
 * a time, on stores no other worker touches (test/support/worker-stores.ts).
 */
import 'reflect-metadata';
import { loadConfig } from '../../src/config/config';
import { closeServices, createServices, projectionTargets, Services } from '../../src/app/services';
import { deleteGraph } from '../../src/graph/projection';
import type { IngestTargets } from '../../src/ingest/pipeline';
import { deletePaperIndices } from '../../src/search/paper-alias';
import { createKey, Role } from '../../src/keys';

export interface TestStores {
  services: Services;
  targets: IngestTargets;
}

/** The demo's exposure (anonymous reads, introspection): end-to-end suites that call the API as its users do start with it. */
export { OPEN_DEMO } from '../../src/bench/open-demo';

/** Each suite gets its own index prefix, so a leftover index never leaks between suites. */
export async function openEmptyStores(suite: string, env: NodeJS.ProcessEnv = process.env): Promise<TestStores> {
  const config = loadConfig({ ...env, REFGRAPH_ES_INDEX_PREFIX: `test-${suite}` });
  const services = createServices(config);
  await emptyStores(services);
  return { services, targets: { ...(await projectionTargets(services)), limits: config.ingest.limits } };
}

export async function emptyStores(services: Services): Promise<void> {
  await services.prisma.$executeRawUnsafe(
    'TRUNCATE "TalkReference", "Citation", "PaperAuthor", "Talk", "Paper", "Author", "Venue", "IngestionRun", "Embedding", "EvaluationRun", "ConceptThreshold", "ConceptBackground", "ApiKey", "TitleTranslation", "AuditEvent", "TrainedModel" RESTART IDENTITY CASCADE',
  );
  await deletePaperIndices(services.elasticsearch, services.config.elasticsearch.indexPrefix);
  await deleteGraph(services.neo4j);
}

export { closeServices };

export interface GraphQLResponse {
  data?: Record<string, any>;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The nodes of a connection's page (a ranking, a search), in order. */
export function nodes<T = any>(connection: { edges: { node: T }[] }): T[] {
  return connection.edges.map((edge) => edge.node);
}

/** Posts a GraphQL request the way any HTTP client would; with a key when given one. */
export function graphqlClient(url: () => string, key?: () => string) {
  return async (query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key()}` } : {}) };
    const response = await fetch(url(), { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return (await response.json()) as GraphQLResponse;
  };
}

/** A new API key of a role, stored as `refgraph keys create` stores it. */
export async function testKey(services: Services, role: Role): Promise<string> {
  return (await createKey(services.prisma, `test ${role}`, role, { requestsPerMinute: null, costPerMinute: null })).key;
}
