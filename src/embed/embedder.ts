/**
 * Vectors for papers, talks and queries: built from their text, looked up in the PostgreSQL
 * cache first, encoded only when missing. Stored records' vectors are cached in PostgreSQL, so
 * re-ingesting or reindexing unchanged text encodes nothing. Free query texts are not: anyone can
 * send any number of them, so they live in a bounded in-memory LRU and never fill the disk.
 */
import type { PrismaClient } from '@prisma/client';
import { invalidArgument } from '../errors/refgraph-error';
import { LRUCache } from 'lru-cache';
import { paperText, PaperTextField, PaperTextSource, talkText, TalkTextSource } from './document-text';
import { readCachedEmbeddings, replaceCachedEmbeddings, writeCachedEmbeddings } from './embedding-cache';
import { embeddingKey, EmbeddingRequest } from './embedding-key';
import type { PoolingScorer } from './long-text-pooling';
import type { EncodeRole } from './encode-role';
import type { Encoder, LongTextPooling } from './onnx-encoder';

export interface EmbedderSettings {
  paperFields: readonly PaperTextField[];
  talkPooling: LongTextPooling;
  overlapTokens: number;
  /** Used by 'weighted' talk pooling only. */
  scorer: PoolingScorer;
  /** The role citation-recommendation query text is encoded in (see `text`). */
  citationQueryRole: EncodeRole;
}

/** ~1.5 KB a 384-dimension vector: at most ~15 MB of query vectors per process. */
const QUERY_CACHE_SIZE = 10_000;

export class Embedder {
  private readonly queryVectors = new LRUCache<string, Float32Array>({ max: QUERY_CACHE_SIZE });

  constructor(
    private readonly prisma: PrismaClient,
    readonly encoder: Encoder,
    private readonly settings: EmbedderSettings,
  ) {}

  get model(): string {
    return this.encoder.spec.name;
  }

  /**
   * Paper vectors by paper id (passage role, one window: titles and abstracts are short).
   * `beforeEncoding` is awaited once before any is encoded: encoding runs on this thread and
   * holds its event loop for the length of each model run, so a caller lets its other work settle
   * first (a connection waited for meanwhile would time out).
   */
  async papers(papers: (PaperTextSource & { id: string })[], beforeEncoding?: () => Promise<void>): Promise<Map<string, Float32Array>> {
    const requests = papers.map((p) => this.paperRequest(p));
    const vectors = await this.cached(requests, async (missing) => {
      await beforeEncoding?.();
      return this.encoder.encode(missing.map((r) => r.text), 'passage');
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
    const entries = new Map<string, Float32Array>();
    for (const paper of papers) {
      const vector = vectors.get(paper.id);
      if (vector === undefined) continue;
      if (vector.length !== this.encoder.spec.dimension) throw invalidArgument('vector', `paper '${paper.id}': ${vector.length} numbers where ${this.model} gives ${this.encoder.spec.dimension}`);
      entries.set(embeddingKey(this.paperRequest(paper)), vector);
    }
    await replaceCachedEmbeddings(this.prisma, this.model, entries);
  }

  /** Talk vectors: the transcript is long, so it is chunked into windows and pooled. `beforeEncoding`: as for papers. */
  async talks(talks: (TalkTextSource & { id: string })[], beforeEncoding?: () => Promise<void>): Promise<Map<string, Float32Array>> {
    const { talkPooling: pooling, overlapTokens, scorer } = this.settings;
    // Everything that changes a pooled vector is part of its cache key.
    const poolingKey = JSON.stringify({ pooling, overlapTokens, ...(pooling === 'weighted' ? { scorer } : {}) });
    const requests = talks.map((t) => ({ role: 'query' as const, pooling: poolingKey, text: talkText(t) }));
    const options = { pooling, overlapTokens, ...(pooling === 'weighted' ? { scorer } : {}) };
    const vectors = await this.cached(requests, async (missing) => {
      await beforeEncoding?.();
      const encoded: Float32Array[] = [];
      for (const request of missing) encoded.push(await this.encoder.encodeLong(request.text, 'query', options));
      return encoded;
    });
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
    const request = { role, pooling: 'single', text };
    const key = embeddingKey(request);
    const remembered = this.queryVectors.get(key);
    if (remembered) return remembered;
    // A stored paper's own text (a query by paperId) is already in PostgreSQL's cache.
    const vector = (await readCachedEmbeddings(this.prisma, this.model, [key])).get(key) ?? (await this.encoder.encode([text], role))[0]!;
    this.queryVectors.set(key, vector);
    return vector;
  }

  get citationQueryRole(): EncodeRole {
    return this.settings.citationQueryRole;
  }

  private async cached(requests: EmbeddingRequest[], encode: (missing: EmbeddingRequest[]) => Promise<Float32Array[]>): Promise<Float32Array[]> {
    const keys = requests.map(embeddingKey);
    const found = await readCachedEmbeddings(this.prisma, this.model, keys);
    const missingRequests = new Map<string, EmbeddingRequest>();
    keys.forEach((key, i) => found.has(key) || missingRequests.set(key, requests[i]!));
    if (missingRequests.size > 0) {
      const missingKeys = [...missingRequests.keys()];
      const encoded = await encode([...missingRequests.values()]);
      const fresh = new Map(missingKeys.map((key, i) => [key, encoded[i]!]));
      await writeCachedEmbeddings(this.prisma, this.model, fresh);
      fresh.forEach((vector, key) => found.set(key, vector));
    }
    return keys.map((key) => found.get(key)!);
  }
}
