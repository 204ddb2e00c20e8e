import { mergeRuns } from '../../../src/rank/cascade/merge-runs';
import { EMPTY_POOL, mergeOutput, StageOutput } from '../../../src/rank/cascade/pool';
import { parallel, runCascade, Stage, startState } from '../../../src/rank/cascade/runner';
import { RefgraphError } from '../../../src/errors/refgraph-error';

interface Facts {
  note: string;
  seen?: number;
}

type TestStage = Stage<Facts, null>;

/** A clock that moves 10 ms each time it is read, so every stage takes a known time. */
function steppingClock(): () => number {
  let now = 0;
  return () => (now += 10);
}

function adding(tag: string, ...paperIds: string[]): TestStage {
  return { tag, run: async () => ({ added: paperIds.map((paperId) => ({ paperId, source: tag, raw: { bm25: paperIds.indexOf(paperId) } })) }) };
}

describe('mergeOutput', () => {
  it('adds candidates in order, joining the sources and values of a paper already there, without changing the pool it was given', () => {
    const first = mergeOutput(EMPTY_POOL, { added: [{ paperId: 'a', source: 'bm25', raw: { bm25: 2 } }, { paperId: 'b', source: 'bm25', raw: { bm25: 1 } }] });
    const second = mergeOutput(first, { added: [{ paperId: 'c', source: 'dense', raw: { dense: 0.5 } }, { paperId: 'a', source: 'dense', raw: { dense: 0.9 } }] });
    expect([...second.keys()]).toEqual(['a', 'b', 'c']);
    expect(second.get('a')).toEqual({ paperId: 'a', raw: { bm25: 2, dense: 0.9 }, sources: new Set(['bm25', 'dense']) });
    expect(first.get('a')).toEqual({ paperId: 'a', raw: { bm25: 2 }, sources: new Set(['bm25']) });
    expect(Object.isFrozen(second.get('a'))).toBe(true);
    expect(Object.isFrozen(second.get('a')!.raw)).toBe(true);
  });

  it('drops the candidates not kept, then passes over values found for a dropped one', () => {
    const pool = mergeOutput(EMPTY_POOL, { added: ['a', 'b', 'c'].map((paperId) => ({ paperId, source: 'bm25' })) });
    const merged = mergeOutput(pool, {
      kept: new Set(['a', 'c']),
      features: new Map([['b', { citations: 1 }], ['c', { citations: 2 }]]),
      languages: new Map([['c', 'es']]),
      graphLinks: new Map([['a', [{ seedId: 's', citesSeed: true, citedBySeed: false }]]]),
    });
    expect([...merged.keys()]).toEqual(['a', 'c']);
    expect(merged.get('c')).toMatchObject({ raw: { citations: 2 }, language: 'es' });
    expect(merged.get('a')!.graphLinks).toEqual([{ seedId: 's', citesSeed: true, citedBySeed: false }]);
    expect(pool.size).toBe(3);
  });

  it('returns the same pool for an output with no candidates in it', () => {
    const pool = mergeOutput(EMPTY_POOL, { added: [{ paperId: 'a', source: 'bm25' }] });
    expect(mergeOutput(pool, { facts: { note: 'x' } })).toBe(pool);
  });
});

describe('runCascade', () => {
  it('merges outputs in the declared order, traces each stage once with the pool size after it, and carries facts forward', async () => {
    const noting: TestStage = { tag: 'note', run: async ({ pool }) => ({ facts: { note: `saw ${pool.size}` } }) };
    const run = await runCascade<Facts, null>([parallel(adding('bm25', 'a', 'b'), adding('dense', 'b', 'c')), noting, adding('graph', 'd')], startState({ note: '' }), null, steppingClock());
    // The two stages of the parallel step overlap: both started before either ended (each 20 ms on a clock that moves 10 a read).
    expect(run.trace).toEqual([
      { tag: 'bm25', candidates: 2, milliseconds: 20 },
      { tag: 'dense', candidates: 3, milliseconds: 20 },
      { tag: 'note', candidates: 3, milliseconds: 10 },
      { tag: 'graph', candidates: 4, milliseconds: 10 },
    ]);
    expect(run.state.facts.note).toBe('saw 3');
    expect([...run.state.pool.keys()]).toEqual(['a', 'b', 'c', 'd']);
    expect(run.records.map((r) => r.tag)).toEqual(['bm25', 'dense', 'note', 'graph']);
  });

  it('runs the stages of a parallel step on the state before it: neither sees the other’s output', async () => {
    const seen: number[] = [];
    const counting = (tag: string): TestStage => ({
      tag,
      run: async ({ pool }) => {
        // Let the other stage of the step finish first: it still must not show here.
        await new Promise((resolve) => setTimeout(resolve, tag === 'slow' ? 20 : 0));
        seen.push(pool.size);
        return { added: [{ paperId: tag, source: tag }], facts: { seen: pool.size } };
      },
    });
    const run = await runCascade<Facts, null>([adding('bm25', 'a'), parallel(counting('slow'), counting('fast'))], startState({ note: '' }), null);
    expect(seen).toEqual([1, 1]);
    expect(run.state.pool.size).toBe(3);
    // Both outputs merged, in the declared order (slow first), whatever order they finished in.
    expect([...run.state.pool.keys()]).toEqual(['a', 'slow', 'fast']);
  });

  it('leaves out of the trace a stage that says it had nothing to do', async () => {
    const idle: TestStage = { tag: 'crosslingual', run: async (): Promise<StageOutput<Facts>> => ({ facts: { note: 'unplaced' }, traced: false }) };
    const run = await runCascade<Facts, null>([idle, adding('bm25', 'a')], startState({ note: '' }), null, steppingClock());
    expect(run.trace.map((t) => t.tag)).toEqual(['bm25']);
    expect(run.state.facts.note).toBe('unplaced');
  });

  it('ends with a failing stage’s typed error as it was thrown, and runs no later step', async () => {
    const later = jest.fn(async () => ({}));
    const failing: TestStage = { tag: 'graph', run: async () => { throw new RefgraphError('QUERY_TIMEOUT', 'the graph took too long'); } };
    const run = runCascade<Facts, null>([adding('bm25', 'a'), parallel(failing, adding('dense', 'b')), { tag: 'fusion', run: later }], startState({ note: '' }), null);
    await expect(run).rejects.toMatchObject({ name: 'RefgraphError', code: 'QUERY_TIMEOUT', message: 'the graph took too long' });
    expect(later).not.toHaveBeenCalled();
  });
});

describe('mergeRuns', () => {
  it('merges several runs tag by tag, counting the union after each tag, timed by the longest run', async () => {
    const clock = steppingClock();
    const first = await runCascade<Facts, null>([parallel(adding('bm25', 'a', 'b'), adding('dense', 'c'))], startState({ note: '' }), null, clock);
    const second = await runCascade<Facts, null>([parallel(adding('bm25', 'b', 'd'), adding('dense', 'a'))], startState({ note: '' }), null, clock);
    const prior = await runCascade<Facts, null>([adding('popular', 'e')], startState({ note: '' }), null, clock);
    const { pool, trace } = mergeRuns([first, second, prior], ['bm25', 'dense', 'popular']);
    expect(trace.map(({ tag, candidates }) => [tag, candidates])).toEqual([['bm25', 3], ['dense', 4], ['popular', 5]]);
    expect([...pool.keys()]).toEqual(['a', 'b', 'd', 'c', 'e']);
    expect(pool.get('a')!.sources).toEqual(new Set(['bm25', 'dense']));
    // The later run's value of a paper both found wins, as one pool merged seed by seed.
    expect(pool.get('b')!.raw.bm25).toBe(0);
  });
});
