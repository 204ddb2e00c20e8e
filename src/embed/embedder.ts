/**
 * Vectors for papers, talks and queries: built from their text, looked up in the PostgreSQL
 * cache first, encoded only when missing. Stored records' vectors are cached in PostgreSQL, so
 * re-ingesting or reindexing unchanged text encodes nothing. Free query texts are not: anyone can
 * send any number of them, so they live in a bounded in-memory LRU and never fill the disk.
 */
import type { PrismaClient } from '@prisma/client';
import { invalidArgument } from '../errors/refgraph-error';
import { LRUCache } from 'lru-cache';
import { currentRequest } from '../common/request-scope';
import { paperText, PaperTextField, PaperTextSource, talkText, TalkTextSource } from './document-text';
import { readCachedEmbeddings, replaceCachedEmbeddings, writeCachedEmbeddings } from './embedding-cache';
import { embeddingKey, EmbeddingRequest } from './embedding-key';
import { JOIN, joinVectors } from './joined-model';
import type { PoolingScorer } from './long-text-pooling';
import type { EncodeRole } from './encode-role';
import type { Encoder, LongTextPooling } from './onnx-encoder';

export interface EmbedderSettings {
  paperFields: readonly PaperTextField[];
  talkPooling: LongTextPooling;
  overlapTokens: number;
  /** The role citation-recommendation query text is encoded in (see `text`). */
  citationQueryRole: EncodeRole;
}

/** One model of the embedder: its encoder and the scorer its 'weighted' talk pooling uses. */
export interface EmbedderMember {
  encoder: Encoder;
  scorer: PoolingScorer;
}

/** ~1.5 KB a 384-dimension vector: at most ~15 MB of query vectors per process. */
const QUERY_CACHE_SIZE = 10_000;

export class Embedder {
  /**
   * Query vectors (texts and talks asked for as queries) by their keys, shared by requests: one
   * asked again is neither read from PostgreSQL nor encoded, and one asked by several requests at
   * once is read or encoded once (lru-cache's fetch joins them; sharedQueryVector says what a
   * joined request does when the first asker's request stops).
   */
  private readonly queryVectors = new LRUCache<string, Float32Array, () => Promise<Float32Array>>({
    max: QUERY_CACHE_SIZE,
    fetchMethod: (_key, _stale, { context: load }) => load(),
    // A load whose entry is evicted meanwhile still answers its askers.
    ignoreFetchAbort: true,
  });

  /** One member, or several whose vectors are joined (joined-model.ts); each caches under its own name. */
  constructor(
    private readonly prisma: PrismaClient,
    private readonly members: readonly EmbedderMember[],
    private readonly settings: EmbedderSettings,
  ) {
    if (members.length === 0) throw invalidArgument('model', 'an embedder needs a model');
  }

  get model(): string {
    return this.members.map((m) => m.encoder.spec.name).join(JOIN);
  }

  /** The members' encoders, in order. */
  get encoders(): Encoder[] {
    return this.members.map((m) => m.encoder);
  }

  get dimension(): number {
    return this.members.reduce((sum, m) => sum + m.encoder.spec.dimension, 0);
  }

  /**
   * The encoder of a single model, for work on one model's windows or raw runs; a joined model
   * has several, so `purpose` says what cannot take it.
   */
  singleEncoder(purpose: string): Encoder {
    if (this.members.length > 1) throw invalidArgument('model', `${purpose} works on one model's vectors, and '${this.model}' joins ${this.members.length}`);
    return this.members[0]!.encoder;
  }

  async close(): Promise<void> {
    await Promise.all(this.members.map((m) => m.encoder.close()));
  }

  /**
   * Paper vectors by paper id (passage role, one window: titles and abstracts are short).
   * `beforeEncoding` is awaited once before any is encoded: encoding runs on this thread and
   * holds its event loop for the length of each model run, so a caller lets its other work settle
   * first (a connection waited for meanwhile would time out).
   */
  async papers(papers: (PaperTextSource & { id: string })[], beforeEncoding?: () => Promise<void>): Promise<Map<string, Float32Array>> {
    const requests = papers.map((p) => this.paperRequest(p));
    const vectors = await this.cached(requests, async ({ encoder }, missing) => {
      await beforeEncoding?.();
      return encoder.encode(missing.map((r) => r.text), 'passage');
    });
    return new Map(papers.map((p, i) => [p.id, vectors[i]!]));
  }

  /** What a paper's vector is encoded from and cached under. */
  private paperRequest(paper: PaperTextSource): EmbeddingRequest {
    return { role: 'passage', pooling: 'single', text: paperText(paper, this.settings.paperFields) };
  }

  /**
   * Caches vectors the user gave with their papers under the keys `papers` looks up (the same
   * text), replacing cached ones: the index and every later reindex then use them, encoding nothing.
   */
  async storePaperVectors(papers: (PaperTextSource & { id: string })[], vectors: ReadonlyMap<string, Float32Array>): Promise<void> {
    if (vectors.size > 0) this.singleEncoder('giving vectors with papers');
    const entries = new Map<string, Float32Array>();
    for (const paper of papers) {
      const vector = vectors.get(paper.id);
      if (vector === undefined) continue;
      if (vector.length !== this.dimension) throw invalidArgument('vector', `paper '${paper.id}': ${vector.length} numbers where ${this.model} gives ${this.dimension}`);
      entries.set(embeddingKey(this.paperRequest(paper)), vector);
    }
    await replaceCachedEmbeddings(this.prisma, this.model, entries);
  }

  /** What a talk's vector is encoded from and cached under, for one member: everything that changes a pooled vector is part of its key, the member's own scorer too. */
  private talkRequest({ scorer }: EmbedderMember, text: string): EmbeddingRequest {
    const { talkPooling: pooling, overlapTokens } = this.settings;
    return { role: 'query', pooling: JSON.stringify({ pooling, overlapTokens, ...(pooling === 'weighted' ? { scorer } : {}) }), text };
  }

  /** One talk's vector as a query (a programme's talks are asked for again and again): remembered in memory as query texts are. */
  async talk(talk: TalkTextSource & { id: string }): Promise<Float32Array> {
    const text = talkText(talk);
    const key = `talk\u0000${this.members.map((member) => embeddingKey(this.talkRequest(member, text))).join('\u0000')}`;
    return this.sharedQueryVector(key, async () => (await this.talks([talk])).get(talk.id)!);
  }

  /** Talk vectors: the transcript is long, so it is chunked into windows and pooled. `beforeEncoding`: as for papers. */
  async talks(talks: (TalkTextSource & { id: string })[], beforeEncoding?: () => Promise<void>): Promise<Map<string, Float32Array>> {
    const { talkPooling: pooling, overlapTokens } = this.settings;
    const texts = talks.map(talkText);
    const vectors = await this.cached(
      (member) => texts.map((text) => this.talkRequest(member, text)),
      async ({ encoder, scorer }, missing) => {
        await beforeEncoding?.();
        const encoded: Float32Array[] = [];
        for (const request of missing) encoded.push(await encoder.encodeLong(request.text, 'query', { pooling, overlapTokens, ...(pooling === 'weighted' ? { scorer } : {}) }));
        return encoded;
      },
    );
    return new Map(talks.map((t, i) => [t.id, vectors[i]!]));
  }

  /** A short search query (query role). */
  async query(text: string): Promise<Float32Array> {
    return this.text(text, 'query');
  }

  /**
   * One text in one role. A citation-recommendation query (a paper's title and abstract, a
   * citation context, a topic sentence) reads like the papers it looks for, and e5 ranks their
   * passages better when it is encoded as a passage too (docs/recommendations.md#query-encoding).
   */
  async text(text: string, role: EncodeRole): Promise<Float32Array> {
    const key = embeddingKey({ role, pooling: 'single', text });
    return this.sharedQueryVector(key, async () => {
      // A stored paper's own text (a query by paperId) is already in PostgreSQL's cache; the members' lookups run together.
      const cached = await Promise.all(this.members.map(({ encoder }) => readCachedEmbeddings(this.prisma, encoder.spec.name, [key])));
      const parts: Float32Array[] = [];
      for (const [i, { encoder }] of this.members.entries()) parts.push(cached[i]!.get(key) ?? (await encoder.encode([text], role))[0]!);
      return joinVectors(parts);
    });
  }

  /**
   * The vector under `key`, remembered or loaded once for every request asking at once. The load
   * runs in the first asker's request (its encoder turn and budget, encoder-gate.ts): when that
   * request stops before the load ends, a request that joined it and is still running loads the
   * vector itself rather than failing for another client's sake.
   */
  private async sharedQueryVector(key: string, load: () => Promise<Float32Array>): Promise<Float32Array> {
    try {
      return (await this.queryVectors.fetch(key, { context: load }))!;
    } catch (error) {
      if (currentRequest()?.signal.aborted !== false) throw error;
      const vector = await load();
      this.queryVectors.set(key, vector);
      return vector;
    }
  }

  /** Vectors of texts in one role, joined as the index holds them, without the cache (for timing encoders). */
  async encodeUncached(texts: readonly string[], role: EncodeRole): Promise<Float32Array[]> {
    const perMember = await Promise.all(this.members.map(({ encoder }) => encoder.encode(texts, role)));
    return texts.map((_, i) => joinVectors(perMember.map((vectors) => vectors[i]!)));
  }

  get citationQueryRole(): EncodeRole {
    return this.settings.citationQueryRole;
  }

  /**
   * Each member's vectors from its own cache (a joined model re-uses what its members encoded
   * alone), the missing ones encoded by it and cached; then joined. `requests` may depend on the
   * member (a talk's key holds its member's pooling scorer).
   */
  private async cached(
    requests: EmbeddingRequest[] | ((member: EmbedderMember) => EmbeddingRequest[]),
    encode: (member: EmbedderMember, missing: EmbeddingRequest[]) => Promise<Float32Array[]>,
  ): Promise<Float32Array[]> {
    const perMember: Float32Array[][] = [];
    for (const member of this.members) {
      const memberRequests = typeof requests === 'function' ? requests(member) : requests;
      perMember.push(await this.memberCached(member, memberRequests, encode));
    }
    return perMember[0]!.map((_, i) => joinVectors(perMember.map((vectors) => vectors[i]!)));
  }

  private async memberCached(
    member: EmbedderMember,
    requests: EmbeddingRequest[],
    encode: (member: EmbedderMember, missing: EmbeddingRequest[]) => Promise<Float32Array[]>,
  ): Promise<Float32Array[]> {
    const model = member.encoder.spec.name;
    const keys = requests.map(embeddingKey);
    const found = await readCachedEmbeddings(this.prisma, model, keys);
    const missingRequests = new Map<string, EmbeddingRequest>();
    keys.forEach((key, i) => found.has(key) || missingRequests.set(key, requests[i]!));
    if (missingRequests.size > 0) {
      const missingKeys = [...missingRequests.keys()];
      const encoded = await encode(member, [...missingRequests.values()]);
      const fresh = new Map(missingKeys.map((key, i) => [key, encoded[i]!]));
      await writeCachedEmbeddings(this.prisma, model, fresh);
      fresh.forEach((vector, key) => found.set(key, vector));
    }
    return keys.map((key) => found.get(key)!);
  }
}
