/** What the influence list asks the API, and how it sorts the answer. Pure. */

export const INFLUENCE = `query Influence($paperIds: [ID!]!, $first: Int!) {
  influence(paperIds: $paperIds, first: $first) { rank share inDegree paper { id title year } }
}`;

export interface Influential {
  rank: number;
  share: number;
  inDegree: number;
  paper: { id: string; title: string; year: number };
}

export type SortKey = 'rank' | 'title' | 'year' | 'share' | 'inDegree';

const VALUE: Record<SortKey, (row: Influential) => number | string> = {
  rank: (row) => row.rank,
  title: (row) => row.paper.title.toLowerCase(),
  year: (row) => row.paper.year,
  share: (row) => row.share,
  inDegree: (row) => row.inDegree,
};

/** Rows by one column; ties keep PageRank order, so a sort is stable and repeatable. */
export function sortedInfluence(rows: readonly Influential[], key: SortKey, descending: boolean): Influential[] {
  const value = VALUE[key];
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const order = x < y ? -1 : x > y ? 1 : 0;
    return (descending ? -order : order) || a.rank - b.rank;
  });
}
