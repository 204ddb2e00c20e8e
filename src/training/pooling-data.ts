/**
 * The examples `refgraph train pooling` fits the weighted talk pooling on: long texts with the
 * papers they cite. A text's windows are encoded by the serving encoder as a talk's are (query
 * role, the configured overlap); its candidates are BM25's best papers for it under its time
 * limit (the pipeline's BM25 request) plus the papers it cites, with their vectors as the index
 * embeds them (the embedding cache, encoded when missing). Texts of one window are left out:
 * pooling does not act on them. Adapter: PostgreSQL, Elasticsearch, the encoder.
 */
import type { PrismaClient } from '@prisma/client';
import { loadPaperRows } from '../db';
import { Embedder, talkText } from '../embed';
import { bm25Hits } from '../rank';
import type { RankEngines } from '../rank';
import type { PoolingExample } from './pooling-fit';

/** A long text, what it may cite (published in or before `maxYear`, not excluded) and what it cites. */
export interface LongText {
  id: string;
  text: string;
  maxYear: number;
  excludeIds: string[];
  cited: string[];
}

/** The library's talks with their references, each limited to papers before the talk (as `recommendations` ranks them). */
export async function talkLongTexts(prisma: PrismaClient): Promise<LongText[]> {
  const talks = await prisma.talk.findMany({ include: { references: { select: { paperId: true } } }, orderBy: { id: 'asc' } });
  return talks
    .filter((talk) => talk.references.length > 0)
    .map((talk) => ({
      id: talk.id,
      text: talkText(talk),
      maxYear: talk.year - 1,
      excludeIds: talk.paperId === null ? [] : [talk.paperId],
      cited: talk.references.map((r) => r.paperId).sort(),
    }));
}

export type PoolingEngines = Pick<RankEngines, 'querySource' | 'search' | 'languages' | 'caches'> & { encoder: Embedder };

export interface PoolingData {
  examples: PoolingExample[];
  /** Texts left out because they fit in one window. */
  oneWindow: number;
  /** Texts left out because none of the papers they cite is in the library. */
  nothingCited: number;
}

export async function poolingExamples(engines: PoolingEngines, texts: readonly LongText[], options: { pool: number; overlapTokens: number }, onText: (done: number) => void = () => {}): Promise<PoolingData> {
  const { encoder: embedder, querySource: prisma } = engines;
  const data: PoolingData = { examples: [], oneWindow: 0, nothingCited: 0 };
  const encoder = embedder.singleEncoder('train pooling');
  for (const [done, text] of texts.entries()) {
    const windows = await encoder.encodeWindows(text.text, 'query', options.overlapTokens);
    const hits = await bm25Hits(engines, { text: text.text, filters: {} }, options.pool, { maxYear: text.maxYear, excludeIds: text.excludeIds });
    // The cited papers a ranking could return: published by the limit, not excluded.
    const allowed = (row: { id: string; year: number }) => row.year <= text.maxYear && !text.excludeIds.includes(row.id);
    const rows = (await loadPaperRows(prisma, [...new Set([...hits.map((h) => h.paperId), ...text.cited])])).filter(allowed);
    const vectors = await embedder.papers(rows.map((row) => ({ id: row.id, title: row.title, abstract: row.abstract, year: row.year, venue: row.venue?.name ?? null })));
    const cited = new Set(text.cited);
    onText(done + 1);
    if (windows.length < 2) data.oneWindow += 1;
    else if (!rows.some((row) => cited.has(row.id))) data.nothingCited += 1;
    else data.examples.push({ id: text.id, windows, candidates: rows.map((row) => ({ paperId: row.id, vector: vectors.get(row.id)!, cited: cited.has(row.id) })) });
  }
  return data;
}
