/**
 * One colour per ranking feature, shared by the contribution bars and their legend: the
 * Okabe–Ito palette, told apart by readers with any common colour-vision deficiency (the earlier
 * category10 red and greens were not), each ≥ 3:1 against the bar's grey track except the sky blue
 * and the yellow. The last two, black and yellow, are the features only a learned ranker reads
 * (they have no weight, so no legend entry; a bar's title names them).
 */
import type { Feature } from './recommend-query';

export const FEATURE_COLOURS: Record<Feature | 'recency' | 'cocitation', string> = {
  bm25: '#0072b2',
  dense: '#e69f00',
  citations: '#009e73',
  recentCitations: '#56b4e9',
  author: '#cc79a7',
  graph: '#d55e00',
  recency: '#000000',
  cocitation: '#f0e442',
};

export function featureColour(feature: string): string {
  return (FEATURE_COLOURS as Record<string, string>)[feature] ?? '#7f7f7f';
}
