import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readResults, resultOf, saveResult } from '../../../src/results';
import type { NewResult, RunContext } from '../../../src/results';

const CONTEXT: RunContext = { date: '2026-12-02', commit: 'd4185dd', machine: '2 cores, 24 GiB', command: 'node dist/src/bench/rank.js --save-result' };
const RUN: NewResult = { name: 'rank', title: 'bench:rank on the demo', source: 'docs/recommendations.md#latency', figures: { 'warm p95': { value: 86, unit: 'ms' } } };

describe('saving and reading result files', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'results-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('writes a run as <name>-<date>.json with its context, and reads it back', () => {
    const file = saveResult(RUN, CONTEXT, folder);
    expect(path.basename(file)).toBe('rank-2026-12-02.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ id: 'rank-2026-12-02', title: RUN.title, ...CONTEXT, source: RUN.source, figures: RUN.figures });
    expect(readResults(folder)).toEqual([resultOf(RUN, CONTEXT)]);
  });

  it('never overwrites a run kept the same day', () => {
    saveResult(RUN, CONTEXT, folder);
    const second = saveResult({ ...RUN, figures: { 'warm p95': { value: 90, unit: 'ms' } } }, CONTEXT, folder);
    expect(path.basename(second)).toBe('rank-2026-12-02-2.json');
    expect(readResults(folder).map((result) => [result.id, result.figures['warm p95']!.value])).toEqual([['rank-2026-12-02', 86], ['rank-2026-12-02-2', 90]]);
  });

  it('refuses a figure a bench could not measure, before writing anything', () => {
    expect(() => saveResult({ ...RUN, figures: { ratio: { value: Number.NaN } } }, CONTEXT, folder)).toThrow(/figure ratio: value must be a finite number/);
    expect(readResults(folder)).toEqual([]);
  });

  it('refuses a file whose id is not its name, or that is not JSON', () => {
    writeFileSync(path.join(folder, 'renamed.json'), JSON.stringify(resultOf(RUN, CONTEXT)));
    expect(() => readResults(folder)).toThrow(/its id is rank-2026-12-02, so its name must be rank-2026-12-02\.json/);
    writeFileSync(path.join(folder, 'renamed.json'), '{');
    expect(() => readResults(folder)).toThrow(expect.objectContaining({ code: 'FILE_UNREADABLE' }));
  });
});
