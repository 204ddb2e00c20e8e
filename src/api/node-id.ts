/**
 * Global object ids (Relay's object identification): one string that names a type and a record,
 * so `node(id:)` can fetch any paper, talk, author or venue from it alone. The library's own ids
 * are unique only within a type (a venue, an author and a paper may all be "nature"), so the
 * global id carries the type: base64url of `Type:id`, opaque to clients. Pure.
 */
import { invalidArgument } from '../errors/refgraph-error';

export const NODE_TYPES = ['Paper', 'Talk', 'Author', 'Venue'] as const;
export type NodeTypeName = (typeof NODE_TYPES)[number];

export interface NodeReference {
  type: NodeTypeName;
  id: string;
}

function isNodeType(name: string): name is NodeTypeName {
  return (NODE_TYPES as readonly string[]).includes(name);
}

export function encodeNodeId(type: NodeTypeName, id: string): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64url');
}

/** The type and library id a global id names; INVALID_ARGUMENT for anything this API did not give out. */
export function decodeNodeId(argument: string, nodeId: string): NodeReference {
  const refused = () => invalidArgument(argument, `'${nodeId.slice(0, 60)}' is not a node id returned by this API (a Paper, Talk, Author or Venue's nodeId)`);
  if (!/^[A-Za-z0-9_-]+$/.test(nodeId)) throw refused();
  const decoded = Buffer.from(nodeId, 'base64url').toString('utf8');
  const colon = decoded.indexOf(':');
  const type = decoded.slice(0, colon);
  const id = decoded.slice(colon + 1);
  // Only canonical encodings: a string base64url reads leniently must not name a record.
  if (colon < 1 || !isNodeType(type) || id === '' || encodeNodeId(type, id) !== nodeId) throw refused();
  return { type, id };
}
