import { Ctx, Query, Resolver } from 'type-graphql';
import { roleAllows } from '../../keys';
import type { Context } from '../context';
import { engineHealth, withoutVersions } from '../health';
import { Health } from '../types/operations';

@Resolver()
export class HealthResolver {
  @Query(() => Health, { description: 'Reachability of PostgreSQL, Elasticsearch and Neo4j; their versions for admin keys only.' })
  async health(@Ctx() context: Context): Promise<Health> {
    const health = await engineHealth(context.services);
    const admin = context.principal.kind === 'key' && roleAllows(context.principal.role, 'admin');
    return admin ? health : withoutVersions(health);
  }
}
