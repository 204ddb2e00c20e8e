/** Stored runs for report tests: two queries in two fields, the given means. */
import type { EvaluationRecord } from '../../../../src/eval/run/run-record';

export function reportRun(system: string, means: Record<string, number | null>, perQueryValues: [number, number] = [1, 0]): EvaluationRecord {
  const names = Object.keys(means);
  return {
    id: 1,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    batch: 'b1',
    system,
    split: 'test',
    config: {
      system: { name: system, description: `the <${system}> system` },
      settings: { bm25Candidates: 1000, denseCandidates: 0, recentYears: 3 },
      weights: { bm25: 1, dense: 0 },
      fusion: 'WEIGHTED',
      split: { choice: 'test', validationFrom: 2019, testFrom: 2021 },
    },
    means: names.map((measure) => ({ measure, mean: means[measure]!, low: means[measure] === null ? null : 0, high: means[measure] === null ? null : 1 })),
    recallCurve: [
      { k: 1, recall: 0.1 },
      { k: 10, recall: 0.4 },
      { k: 100, recall: 0.9 },
      { k: 1000, recall: 1 },
    ],
    perQuery: [
      { queryId: 'q1', kind: 'talk', year: 2021, field: 'Information Retrieval', relevant: 3, milliseconds: 40, measures: Object.fromEntries(names.map((n) => [n, perQueryValues[0]])) },
      { queryId: 'q2', kind: 'paper', year: 2022, field: 'Oncology & <Cancer>', relevant: 1, milliseconds: 12, measures: Object.fromEntries(names.map((n) => [n, perQueryValues[1]])) },
    ],
    timings: { totalMs: 52, p50Ms: 12, p95Ms: 40 },
    queryCounts: { loaded: 5, inSplit: 3, judged: 2, skippedNoGold: 1, goldNotInCorpus: 0, goldNotBefore: 2, evaluated: 2 },
    corpus: { papers: 10, citations: 12, talks: 1, talkReferences: 3 },
    seed: 1,
  };
}
