/**
 * The map's lines (citations, and by similarity the co-citation and coupling links), grouped by
 * look so map-lines-layer.ts strokes each group as one path. Pure.
 */
import type { SimilarityLink } from './neighbourhood-query';

export interface MapLine {
  source: string;
  target: string;
  /** Dashed similarity link, or solid citation. */
  similar: boolean;
  /** Width in model units (scaled with the zoom, as cytoscape scales papers). */
  width: number;
}

export interface LineBatch {
  similar: boolean;
  width: number;
  lines: MapLine[];
}

/** Similarity links are drawn at one of these widths (model units): a handful of strokes, not one per link. */
const SIMILAR_WIDTHS = [0.75, 1.5, 2.5, 3.5];

/** The lines between drawn papers: every citation, and by similarity every link (wider for more alike papers). Pure. */
export function mapLines(citations: readonly { source: string; target: string }[], links: readonly SimilarityLink[], withLinks: boolean, drawn: (id: string) => boolean): MapLine[] {
  const lines: MapLine[] = citations.filter((e) => drawn(e.source) && drawn(e.target)).map((e) => ({ source: e.source, target: e.target, similar: false, width: 1 }));
  if (!withLinks) return lines;
  for (const link of links) {
    if (!drawn(link.source) || !drawn(link.target)) continue;
    const step = Math.min(SIMILAR_WIDTHS.length - 1, Math.floor(link.similarity * SIMILAR_WIDTHS.length));
    lines.push({ source: link.source, target: link.target, similar: true, width: SIMILAR_WIDTHS[step]! });
  }
  return lines;
}

/** Lines grouped by look, citations first (under the similarity links). Pure. */
export function lineBatches(lines: readonly MapLine[]): LineBatch[] {
  const batches = new Map<string, LineBatch>();
  for (const line of lines) {
    const key = `${line.similar ? 1 : 0}|${line.width}`;
    let batch = batches.get(key);
    if (!batch) batches.set(key, (batch = { similar: line.similar, width: line.width, lines: [] }));
    batch.lines.push(line);
  }
  return [...batches.values()].sort((a, b) => Number(a.similar) - Number(b.similar) || a.width - b.width);
}
