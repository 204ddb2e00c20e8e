/**
 * A synthetic citation graph for benchmarks: papers in time order, each citing up to
 * `referencesPerPaper` distinct older papers chosen by preferential attachment (probability
 * proportional to citations received + 1), so a few papers gather most citations as in real
 * corpora. Pure and seeded: the same options give the same graph.
 */
import { mulberry32 } from '../common/random';

export interface GraphShape {
  papers: number;
  referencesPerPaper: number;
  seed: number;
  firstYear: number;
  lastYear: number;
  fields: readonly string[];
}

export interface GeneratedGraph {
  ids: string[];
  years: Int32Array;
  fields: string[];
  /** Citations received, per paper. */
  citationCounts: Int32Array;
  /** Edge i: paper citing[i] cites paper cited[i] (always an older one). */
  citing: Int32Array;
  cited: Int32Array;
}

export function generateGraph(shape: GraphShape): GeneratedGraph {
  const { papers: n, referencesPerPaper: m, seed, firstYear, lastYear, fields } = shape;
  const random = mulberry32(seed);
  // Paper i cites min(m, i) papers.
  const maxEdges = n <= m ? (n * (n - 1)) / 2 : (m * (m - 1)) / 2 + (n - m) * m;
  const citing = new Int32Array(maxEdges);
  const cited = new Int32Array(maxEdges);
  // Every paper once, plus once per citation it receives: a uniform pick from this list is a
  // pick proportional to (citations + 1).
  const urn = new Int32Array(n + maxEdges);
  let urnSize = 0;
  let edges = 0;
  const citationCounts = new Int32Array(n);
  const years = new Int32Array(n);
  const ids: string[] = [];
  const paperFields: string[] = [];
  const width = String(n).length;
  const chosen = new Set<number>();
  for (let i = 0; i < n; i += 1) {
    ids.push(`g${String(i).padStart(width, '0')}`);
    years[i] = firstYear + Math.floor(((lastYear - firstYear + 1) * i) / n);
    paperFields.push(fields[Math.floor(random() * fields.length)]!);
    chosen.clear();
    // The urn holds only older papers here: paper i enters it after choosing its references.
    while (chosen.size < Math.min(m, i)) chosen.add(urn[Math.floor(random() * urnSize)]!);
    for (const target of chosen) {
      citing[edges] = i;
      cited[edges] = target;
      edges += 1;
      citationCounts[target]! += 1;
      urn[urnSize++] = target;
    }
    urn[urnSize++] = i;
  }
  return { ids, years, fields: paperFields, citationCounts, citing, cited };
}
