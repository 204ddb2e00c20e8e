/** One colour per ranking feature, shared by the contribution bars and their legend. */
import type { Feature } from './recommend-query';

export const FEATURE_COLOURS: Record<Feature, string> = {
  bm25: '#1f77b4',
  dense: '#ff7f0e',
  citations: '#2ca02c',
  recentCitations: '#98df8a',
  author: '#9467bd',
  graph: '#d62728',
};

export function featureColour(feature: string): string {
  return (FEATURE_COLOURS as Record<string, string>)[feature] ?? '#7f7f7f';
}
