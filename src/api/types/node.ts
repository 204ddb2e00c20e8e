import { Field, ID, InterfaceType } from 'type-graphql';
import type { NodeTypeName } from '../node-id';

/** Set on the records `node`/`nodes` return, so the interface can tell which type each is. */
export const NODE_TYPE = Symbol('nodeType');

export interface TypedNode {
  [NODE_TYPE]: NodeTypeName;
}

@InterfaceType({
  description:
    "An object fetchable by a global id (Relay's object identification). The interface's field is nodeId, because id keeps each type's library id (devlin2019bert); Relay clients set schemaConfig.nodeInterfaceIdField to nodeId.",
  resolveType: (value: TypedNode) => value[NODE_TYPE],
})
export abstract class Node {
  @Field(() => ID, { description: 'Global id: unique across types, for node(id:) and nodes(ids:).' })
  nodeId!: string;
}
