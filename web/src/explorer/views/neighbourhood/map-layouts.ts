/**
 * Where each paper of the map goes, in the two layouts a reader switches between. Model
 * coordinates (the drawing fits them to its size). Pure and deterministic: the same papers give
 * the same picture, so a shared URL shows what its sender saw.
 *
 * - By time (as Litmaps draws): the year on the x axis, and on the y axis the similarity to the
 *   centre (co-citation and coupling together, from the API's `similarityMap`) or the citations
 *   (logarithmic); higher is more alike, or more cited. Papers of one year that would overlap are
 *   pushed apart vertically.
 * - By similarity (as Connected Papers draws): a force-directed layout in which similarity links
 *   pull papers together (the more alike, the shorter and stronger the spring), citations pull
 *   weakly, every pair repels, and the centre stays in the middle. Hand-written rather than
 *   d3-force: d3-force ships only as an ES module, which the unit tests (CommonJS through swc)
 *   cannot load, and this one needs 60 lines.
 */

import { nodeSize } from './year-colours';

export interface MapPaper {
  id: string;
  year: number;
  citationCount: number;
}

export interface Position {
  x: number;
  y: number;
}

export interface WeightedLink {
  source: string;
  target: string;
  /** In [0, 1]. */
  similarity: number;
}

export type TimeAxis = 'similarity' | 'citations';

export const MODEL_WIDTH = 1000;
export const MODEL_HEIGHT = 600;
/** The least vertical distance between two papers of one year, in model units. */
const MIN_GAP = 16;
/** How far papers of one crowded year step sideways from its column, at most. */
const ZIGZAG = 12;

/** The centre's similarity to each paper, from the links touching it (1 for the centre itself). */
export function similarityToCentre(centreId: string, links: readonly WeightedLink[]): Map<string, number> {
  const similarity = new Map<string, number>([[centreId, 1]]);
  for (const link of links) {
    if (link.source === centreId) similarity.set(link.target, link.similarity);
    else if (link.target === centreId) similarity.set(link.source, link.similarity);
  }
  return similarity;
}

export function timeLayout(papers: readonly MapPaper[], axis: TimeAxis, similarity: ReadonlyMap<string, number>): Map<string, Position> {
  const mostCited = Math.max(1, ...papers.map((p) => p.citationCount));
  // Similarities to the centre are mostly small: scaled to the most alike paper and square-rooted,
  // they spread over the height instead of crowding its foot.
  const mostAlike = Math.max(Number.EPSILON, ...papers.map((p) => (similarity.get(p.id) === 1 ? 0 : (similarity.get(p.id) ?? 0))));
  const height = (p: MapPaper) => (axis === 'citations' ? Math.log1p(p.citationCount) / Math.log1p(mostCited) : Math.sqrt(Math.min(1, (similarity.get(p.id) ?? 0) / mostAlike)));
  const x = yearScale(papers);
  const positions = new Map<string, Position>();
  const byYear = new Map<number, MapPaper[]>();
  for (const paper of papers) byYear.set(paper.year, [...(byYear.get(paper.year) ?? []), paper]);
  for (const [year, column] of byYear) {
    // Top to bottom (higher first), then pushed down where two would overlap.
    const placed = column.map((paper) => ({ paper, y: (1 - height(paper)) * MODEL_HEIGHT })).sort((a, b) => a.y - b.y || (a.paper.id < b.paper.id ? -1 : 1));
    // Each paper at least half its and its upper neighbour's drawn sizes below it, and the column
    // zigzagged a little sideways, so big papers of one year do not cover each other.
    for (let i = 1; i < placed.length; i++) {
      const gap = Math.max(MIN_GAP, 0.5 * (nodeSize(placed[i - 1]!.paper.citationCount) + nodeSize(placed[i]!.paper.citationCount)) * 0.6);
      placed[i]!.y = Math.max(placed[i]!.y, placed[i - 1]!.y + gap);
    }
    const zigzag = placed.length > 1 ? Math.min(ZIGZAG, MODEL_WIDTH / (2 * byYear.size)) : 0;
    placed.forEach(({ paper, y }, i) => positions.set(paper.id, { x: x(year) + (i % 2 === 0 ? -zigzag : zigzag) * (i === 0 ? 0 : 1), y }));
  }
  return positions;
}

/** Iterations of the force layout: fewer for many papers, whose O(n²) repulsion dominates. */
function iterationsFor(papers: number): number {
  return Math.round(Math.min(300, Math.max(60, 40_000 / Math.max(1, papers))));
}

export function similarityLayout(papers: readonly MapPaper[], centreId: string, links: readonly WeightedLink[], citations: readonly { source: string; target: string }[]): Map<string, Position> {
  const n = papers.length;
  const index = new Map(papers.map((p, i) => [p.id, i]));
  // A sunflower spiral: spread evenly, the same start every time.
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  papers.forEach((_p, i) => {
    const radius = 20 * Math.sqrt(i + 0.5);
    const angle = i * 2.399963229728653;
    xs[i] = radius * Math.cos(angle);
    ys[i] = radius * Math.sin(angle);
  });
  const springs: { a: number; b: number; length: number; strength: number }[] = [];
  for (const link of links) {
    const [a, b] = [index.get(link.source), index.get(link.target)];
    if (a !== undefined && b !== undefined && a !== b) springs.push({ a, b, length: 30 + 120 * (1 - link.similarity), strength: 0.05 + 0.25 * link.similarity });
  }
  for (const edge of citations) {
    const [a, b] = [index.get(edge.source), index.get(edge.target)];
    if (a !== undefined && b !== undefined && a !== b) springs.push({ a, b, length: 160, strength: 0.02 });
  }
  const centre = index.get(centreId);
  const iterations = iterationsFor(n);
  const dx = new Float64Array(n);
  const dy = new Float64Array(n);
  for (let step = 0; step < iterations; step++) {
    const temperature = 40 * (1 - step / iterations) + 1;
    dx.fill(0);
    dy.fill(0);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        let ex = xs[i]! - xs[j]!;
        let ey = ys[i]! - ys[j]!;
        let d2 = ex * ex + ey * ey;
        if (d2 < 0.01) {
          // Two papers at one point: pushed apart along a direction fixed by their indices.
          ex = Math.cos(i + j);
          ey = Math.sin(i + j);
          d2 = 1;
        }
        const push = 900 / d2;
        dx[i]! += ex * push;
        dy[i]! += ey * push;
        dx[j]! -= ex * push;
        dy[j]! -= ey * push;
      }
    }
    for (const { a, b, length, strength } of springs) {
      const ex = xs[b]! - xs[a]!;
      const ey = ys[b]! - ys[a]!;
      const d = Math.sqrt(ex * ex + ey * ey) || 1;
      const pull = (strength * (d - length)) / d;
      dx[a]! += ex * pull;
      dy[a]! += ey * pull;
      dx[b]! -= ex * pull;
      dy[b]! -= ey * pull;
    }
    for (let i = 0; i < n; i++) {
      // A weak pull to the middle keeps unlinked papers from drifting away.
      dx[i]! -= xs[i]! * 0.01;
      dy[i]! -= ys[i]! * 0.01;
      const d = Math.sqrt(dx[i]! * dx[i]! + dy[i]! * dy[i]!);
      const move = d > temperature ? temperature / d : 1;
      xs[i]! += dx[i]! * move;
      ys[i]! += dy[i]! * move;
    }
    if (centre !== undefined) {
      xs[centre] = 0;
      ys[centre] = 0;
    }
  }
  return new Map(papers.map((p, i) => [p.id, { x: xs[i]!, y: ys[i]! }]));
}

/**
 * Where papers added by expanding `parent` go, without moving any paper already drawn: on a ring
 * around the parent, or by time at their year beside the parent's height.
 */
export function positionsAround(parent: Position, added: readonly MapPaper[], layout: 'time' | 'similarity', yearX?: (year: number) => number): Map<string, Position> {
  return new Map(
    added.map((paper, i) => {
      const angle = (2 * Math.PI * i) / Math.max(1, added.length);
      const ring = 60 + 12 * Math.floor(i / 12);
      if (layout === 'time' && yearX) return [paper.id, { x: yearX(paper.year), y: parent.y + ((i % 2 === 0 ? 1 : -1) * MIN_GAP * Math.ceil((i + 1) / 2)) }];
      return [paper.id, { x: parent.x + ring * Math.cos(angle), y: parent.y + ring * Math.sin(angle) }];
    }),
  );
}

/**
 * The x of a year in a time layout of these papers: each distinct year drawn gets an equal share
 * of the width, so a lone 1953 classic does not squeeze fifty years of recent work into a corner
 * (the axis reads in order, as Litmaps' does, not to scale). A year between two drawn years (a
 * paper added later) falls between them.
 */
export function yearScale(papers: readonly MapPaper[]): (year: number) => number {
  const years = [...new Set(papers.map((p) => p.year))].sort((a, b) => a - b);
  if (years.length === 1) return () => MODEL_WIDTH / 2;
  const step = MODEL_WIDTH / (years.length - 1);
  return (year) => {
    if (year <= years[0]!) return 0;
    if (year >= years[years.length - 1]!) return MODEL_WIDTH;
    const after = years.findIndex((y) => y >= year);
    const [from, to] = [years[after - 1]!, years[after]!];
    return (after - 1 + (year - from) / (to - from)) * step;
  };
}
