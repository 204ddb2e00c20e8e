/**
 * Colour by year on the viridis scale (dark purple for the oldest drawn paper, yellow for the
 * newest): perceptually even and readable by most colour-blind readers. Pure.
 */
const VIRIDIS = ['#440154', '#3b528b', '#21918c', '#5ec962', '#fde725'];

function mix(from: string, to: string, share: number): string {
  const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16);
  const part = (at: number) => Math.round(channel(from, at) + (channel(to, at) - channel(from, at)) * share);
  return `rgb(${part(1)}, ${part(3)}, ${part(5)})`;
}

/** The colour of `year` on a scale from `oldest` to `newest`. */
export function yearColour(year: number, oldest: number, newest: number): string {
  const position = newest === oldest ? 1 : (year - oldest) / (newest - oldest);
  const scaled = Math.min(Math.max(position, 0), 1) * (VIRIDIS.length - 1);
  const index = Math.min(Math.floor(scaled), VIRIDIS.length - 2);
  return mix(VIRIDIS[index]!, VIRIDIS[index + 1]!, scaled - index);
}

/** A CSS gradient of the same scale, for the legend. */
export const YEAR_GRADIENT = `linear-gradient(to right, ${VIRIDIS.join(', ')})`;

/** Node diameter in pixels: grows with the logarithm of citations, so a classic does not swamp the drawing. */
export function nodeSize(citationCount: number): number {
  return 14 + 8 * Math.log2(1 + citationCount);
}

/**
 * How much smaller papers are drawn on a crowded map: full size up to 100 papers, then shrinking
 * with the square root of the count (0.45 at 500), so a large map's papers do not pile on each
 * other and cover their neighbours' labels. It is also less to paint: the first frame of a
 * 500-paper map spent most of its time copying the papers' pictures, in proportion to their area.
 */
export function crowdScale(papers: number): number {
  return Math.min(1, Math.sqrt(100 / Math.max(1, papers)));
}
