/**
 * The papers index behind its alias. Readers and ingestion use `<prefix>-papers`, an alias;
 * `reindex` builds a concrete `<prefix>-papers-<time>` beside the live one and moves the alias in
 * one `_aliases` call, so a reader always sees a whole index. Adapter: Elasticsearch.
 */
import type { Client } from '@elastic/elasticsearch';
import { paperIndexDefinition, paperIndexName, PaperIndexSettings } from './paper-index';
import { checkLayoutFits } from './paper-layout';

/** What the papers name currently is: an alias over concrete indices, a concrete index (made before aliases), or nothing. */
export type LivePaperIndex = { kind: 'alias'; indices: string[] } | { kind: 'concrete' } | { kind: 'missing' };

export async function livePaperIndex(client: Client, alias: string): Promise<LivePaperIndex> {
  if (await client.indices.existsAlias({ name: alias })) {
    return { kind: 'alias', indices: Object.keys(await client.indices.getAlias({ name: alias })) };
  }
  return (await client.indices.exists({ index: alias })) ? { kind: 'concrete' } : { kind: 'missing' };
}

/** A new concrete index name for the alias: time-ordered, so the newest sorts last. */
export function concretePaperIndexName(alias: string, now: Date): string {
  return `${alias}-${now.getTime()}`;
}

/**
 * A clone of the served index for a run that changes its BM25 parameters (paper-clone.ts):
 * outside `<alias>-*`, the names reindex owns and drops when its alias does not point to them.
 * Time-ordered; a second clone made the same millisecond is refused by Elasticsearch (the name exists).
 */
export function paperCloneName(alias: string, now: Date): string {
  return `${alias}.clone-${now.getTime()}`;
}

export function isPaperClone(index: string): boolean {
  return /\.clone-\d+$/.test(index);
}

/** Creates a concrete papers index; with `alias`, the alias points to it from the start. */
export async function createConcretePaperIndex(client: Client, name: string, settings: PaperIndexSettings, alias?: string): Promise<void> {
  await checkLayoutFits(client, settings.layout);
  await client.indices.create({ index: name, ...paperIndexDefinition(settings), ...(alias ? { aliases: { [alias]: {} } } : {}) });
}

/**
 * Points the alias at `index` alone, in one atomic `_aliases` call: readers see the old index,
 * then the new one, never neither. A concrete index still holding the alias's name (made by a
 * version before aliases) is removed in the same call (`remove_index`), since a name cannot be
 * both. Returns the concrete indices the alias left, for the caller to delete.
 */
export async function movePaperAlias(client: Client, alias: string, index: string): Promise<string[]> {
  const live = await livePaperIndex(client, alias);
  const previous = live.kind === 'alias' ? live.indices.filter((name) => name !== index) : [];
  const actions = [
    { add: { index, alias } },
    ...previous.map((name) => ({ remove: { index: name, alias } })),
    ...(live.kind === 'concrete' ? [{ remove_index: { index: alias } }] : []),
  ];
  await client.indices.updateAliases({ actions });
  return previous;
}

/** Every concrete papers index of a prefix (live or left over by an interrupted reindex). */
export async function paperIndices(client: Client, indexPrefix: string): Promise<string[]> {
  const alias = paperIndexName(indexPrefix);
  const found = await client.indices.get({ index: [alias, `${alias}-*`], ignore_unavailable: true, allow_no_indices: true, filter_path: '*.settings.index.provided_name' });
  return Object.keys(found);
}

/** Every clone of the alias's index, whether the run that made it is alive or not (the caller knows). */
export async function paperClones(client: Client, alias: string): Promise<string[]> {
  const found = await client.indices.get({ index: `${alias}.clone-*`, allow_no_indices: true, filter_path: '*.settings.index.provided_name' });
  return Object.keys(found).filter(isPaperClone);
}

/** Drops the papers indices of a prefix and their clones (tests; a deployment that wants a clean start). */
export async function deletePaperIndices(client: Client, indexPrefix: string): Promise<void> {
  const names = [...(await paperIndices(client, indexPrefix)), ...(await paperClones(client, paperIndexName(indexPrefix)))];
  if (names.length > 0) await client.indices.delete({ index: names });
}

/**
 * The index an encoder swap took out of service, kept for `refgraph models rollback encoder`:
 * marked by a second alias, `<alias>.previous`, so reindex's sweep of abandoned indices leaves it.
 */
export function previousPaperAlias(alias: string): string {
  return `${alias}.previous`;
}

/** The kept index, or null when none is. */
export async function previousPaperIndex(client: Client, alias: string): Promise<string | null> {
  const name = previousPaperAlias(alias);
  if (!(await client.indices.existsAlias({ name }))) return null;
  return Object.keys(await client.indices.getAlias({ name }))[0] ?? null;
}

/** The encoder whose vectors an index holds (its mapping's `_meta`), written when it is built for or taken out of service by an encoder swap. */
export async function setIndexEncoder(client: Client, index: string, encoder: string | null): Promise<void> {
  await client.indices.putMapping({ index, _meta: { encoder: encoder ?? 'none' } });
}

/** What setIndexEncoder wrote; undefined when nothing did (an index reindex built). */
export async function indexEncoder(client: Client, index: string): Promise<string | null | undefined> {
  const mapping = await client.indices.getMapping({ index });
  const encoder = (mapping[index]?.mappings._meta as { encoder?: string } | undefined)?.encoder;
  return encoder === undefined ? undefined : encoder === 'none' ? null : encoder;
}

/**
 * Serves `index` (one atomic `_aliases` call, as movePaperAlias) and keeps the index it replaces
 * under `<alias>.previous`, in the same call; the index kept before is returned for the caller to
 * delete (one kept index: a rollback goes back one swap).
 */
export async function swapPaperAliasKeepingPrevious(client: Client, alias: string, index: string): Promise<{ kept: string[]; dropped: string[] }> {
  const live = await livePaperIndex(client, alias);
  const kept = live.kind === 'alias' ? live.indices.filter((name) => name !== index) : [];
  const previousAlias = previousPaperAlias(alias);
  const before = (await client.indices.existsAlias({ name: previousAlias })) ? Object.keys(await client.indices.getAlias({ name: previousAlias })) : [];
  const actions = [
    { add: { index, alias } },
    ...kept.map((name) => ({ remove: { index: name, alias } })),
    ...before.map((name) => ({ remove: { index: name, alias: previousAlias } })),
    ...kept.map((name) => ({ add: { index: name, alias: previousAlias } })),
  ];
  await client.indices.updateAliases({ actions });
  return { kept, dropped: before.filter((name) => !kept.includes(name) && name !== index) };
}
