import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../context';
import { engineHealth } from '../health';
import { Health } from '../types/operations';

@Resolver()
export class HealthResolver {
  @Query(() => Health, { description: 'Reachability and version of PostgreSQL, Elasticsearch and Neo4j.' })
  async health(@Ctx() context: Context): Promise<Health> {
    return engineHealth(context.services);
  }
}
