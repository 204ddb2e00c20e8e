/**
 * Relay's object identification: `node(id:)` and `nodes(ids:)` fetch papers, talks, authors and
 * venues by global id (node-id.ts), through the same DataLoaders as every other read, and each of
 * the four types gives its `nodeId`.
 */
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { ClassType } from 'type-graphql';
import { invalidArgument } from '../../errors/refgraph-error';
import type { Context } from '../context';
import { decodeNodeId, encodeNodeId, NodeReference, NodeTypeName } from '../node-id';
import { Node, NODE_TYPE, TypedNode } from '../types/node';
import { Author, Paper, Talk, Venue } from '../types/paper';

async function record(context: Context, { type, id }: NodeReference): Promise<object | null> {
  const { loaders } = context;
  if (type === 'Paper') return loaders.paper.load(id);
  if (type === 'Talk') return loaders.talk.load(id);
  if (type === 'Author') return loaders.author.load(id);
  return loaders.venue.load(id);
}

async function typedNode(context: Context, reference: NodeReference): Promise<(object & TypedNode) | null> {
  const found = await record(context, reference);
  return found === null ? null : { ...found, [NODE_TYPE]: reference.type };
}

@Resolver(() => Node)
export class NodeResolver {
  @Query(() => Node, { nullable: true, description: "Any paper, talk, author or venue by its global id (its nodeId); null when it no longer exists." })
  async node(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<Node | null> {
    return (await typedNode(context, decodeNodeId('id', id))) as Node | null;
  }

  @Query(() => [Node], { nullable: 'items', description: 'Nodes by global id, in the order asked, null where one no longer exists. At most the API page size of ids.' })
  async nodes(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: Context): Promise<(Node | null)[]> {
    if (ids.length === 0) throw invalidArgument('ids', 'give at least one node id');
    const max = context.services.config.api.maxPageSize;
    if (ids.length > max) throw invalidArgument('ids', `at most ${max} ids per request, got ${ids.length}`);
    const references = ids.map((id, i) => decodeNodeId(`ids[${i}]`, id));
    return (await Promise.all(references.map((reference) => typedNode(context, reference)))) as (Node | null)[];
  }
}

/** The resolver of one type's nodeId: its library id with the type, encoded. */
function nodeIdResolver<T extends { id: string }>(type: NodeTypeName, of: ClassType<T>): ClassType {
  @Resolver(() => of)
  class NodeIdResolver {
    @FieldResolver(() => ID, { description: 'Global id: unique across types, for node(id:) and nodes(ids:).' })
    nodeId(@Root() record: T): string {
      return encodeNodeId(type, record.id);
    }
  }
  return NodeIdResolver;
}

export const NODE_ID_RESOLVERS = [nodeIdResolver('Paper', Paper), nodeIdResolver('Talk', Talk), nodeIdResolver('Author', Author), nodeIdResolver('Venue', Venue)] as const;
