/** The long-lived clients the API and CLI share, created once from the config. */
import type { Client } from '@elastic/elasticsearch';
import type { PrismaClient } from '@prisma/client';
import type { Driver } from 'neo4j-driver';
import type { RefgraphConfig } from '../config/config';
import { createPrismaClient } from '../db/prisma';
import { createNeo4jDriver } from '../graph/neo4j';
import type { ProjectionTargets } from '../ingest/projection';
import { createElasticsearchClient } from '../search/elasticsearch';
import { paperIndexName } from '../search/paper-index';

export interface Services {
  config: RefgraphConfig;
  prisma: PrismaClient;
  elasticsearch: Client;
  neo4j: Driver;
  paperIndex: string;
}

export function createServices(config: RefgraphConfig): Services {
  return {
    config,
    prisma: createPrismaClient(config.postgres),
    elasticsearch: createElasticsearchClient(config.elasticsearch.url),
    neo4j: createNeo4jDriver(config.neo4j),
    paperIndex: paperIndexName(config.elasticsearch.indexPrefix),
  };
}

export function projectionTargets(services: Services): ProjectionTargets {
  return {
    prisma: services.prisma,
    elasticsearch: services.elasticsearch,
    neo4j: services.neo4j,
    index: services.config.elasticsearch,
    batchSize: services.config.ingest.batchSize,
  };
}

export async function closeServices(services: Services): Promise<void> {
  await Promise.allSettled([services.prisma.$disconnect(), services.elasticsearch.close(), services.neo4j.close()]);
}
