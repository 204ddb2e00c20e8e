import { checkedPresets, resolveSystem, selectSystems, SYSTEMS } from '../../../../src/eval/systems/systems';
import { FEATURES } from '../../../../src/rank/features';
import defaults from '../../../../src/rank/default-weights.json';

const served = { weights: defaults.weights, fusion: 'WEIGHTED' as const, recentYears: 3 };
const resolved = (name: string, k = 1000) => resolveSystem(selectSystems([name])[0]!, k, served);
const positive = (weights: Record<string, number>) => Object.keys(weights).filter((f) => weights[f]! > 0).sort();
const stagesOn = (settings: Record<string, number>) => Object.keys(settings).filter((s) => s !== 'recentYears' && settings[s]! > 0).sort();

describe('named systems', () => {
  it('are the ones the harness documents, in table order', () => {
    expect(SYSTEMS.map((s) => s.name)).toEqual(['bm25', 'dense', 'hybrid', 'hybrid-weighted', 'hybrid+graph', 'hybrid+prior', 'hybrid+author', 'full', 'full-learned', 'most-cited']);
  });

  it('turn on exactly their stages and features', () => {
    const table = Object.fromEntries(SYSTEMS.map((s) => [s.name, resolved(s.name)]));
    const summary = Object.fromEntries(Object.entries(table).map(([name, r]) => [name, [r.fusion, stagesOn({ ...r.settings }), positive(r.weights)]]));
    expect(summary).toEqual({
      bm25: ['WEIGHTED', ['bm25Candidates'], ['bm25']],
      dense: ['WEIGHTED', ['denseCandidates'], ['dense']],
      hybrid: ['RRF', ['bm25Candidates', 'denseCandidates'], ['bm25', 'dense']],
      'hybrid-weighted': ['WEIGHTED', ['bm25Candidates', 'denseCandidates'], ['bm25', 'dense']],
      'hybrid+graph': ['WEIGHTED', ['bm25Candidates', 'denseCandidates', 'expansionLimit', 'expansionSeeds'], ['bm25', 'dense', 'graph']],
      'hybrid+prior': ['WEIGHTED', ['bm25Candidates', 'denseCandidates', 'popularCandidates'], ['bm25', 'citations', 'dense', 'recentCitations']],
      'hybrid+author': ['WEIGHTED', ['bm25Candidates', 'denseCandidates'], ['author', 'bm25', 'dense']],
      full: ['WEIGHTED', ['bm25Candidates', 'denseCandidates', 'expansionLimit', 'expansionSeeds', 'popularCandidates'], [...FEATURES].sort()],
      'full-learned': ['LEARNED', ['bm25Candidates', 'denseCandidates', 'expansionLimit', 'expansionSeeds', 'popularCandidates'], [...FEATURES].sort()],
      'most-cited': ['WEIGHTED', ['popularCandidates'], ['citations']],
    });
  });

  it('size single-retriever stages to the run depth k, and take the served defaults where they say so', () => {
    expect(resolved('bm25', 250).settings).toEqual({ bm25Candidates: 250, denseCandidates: 0, popularCandidates: 0, expansionSeeds: 0, expansionLimit: 0, recentYears: 3 });
    expect(resolved('most-cited', 40).settings.popularCandidates).toBe(40);
    expect(resolved('full').weights).toEqual(defaults.weights);
    expect(resolveSystem(selectSystems(['full'])[0]!, 10, { ...served, fusion: 'RRF' }).fusion).toBe('RRF');
    expect(resolved('full').settings).toMatchObject({ popularCandidates: 50, expansionSeeds: 10, expansionLimit: 100 });
    expect(resolved('hybrid+graph').weights).toEqual({ bm25: 1, dense: 1, citations: 0, recentCitations: 0, author: 0, graph: 0.3 });
  });

  it('are selected by name, in the order given; unknown or repeated names are typed errors', () => {
    expect(selectSystems(['most-cited', 'bm25']).map((s) => s.name)).toEqual(['most-cited', 'bm25']);
    // Every system but the learned ranker's, which needs a ranker served or --folds: it runs when named.
    expect(selectSystems(null).map((s) => s.name)).toEqual(SYSTEMS.map((s) => s.name).filter((name) => name !== 'full-learned'));
    expect(() => selectSystems(['bm26'])).toThrow(/unknown system 'bm26'; known: bm25, dense/);
    expect(() => selectSystems(['bm25', 'bm25'])).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('reject a broken table, naming every problem', () => {
    const table = {
      systems: [
        { name: 'ok', description: 'x', candidates: { bm25Candidates: 'k' }, fusion: 'RRF', weights: { bm25: 1 } },
        { name: 'ok', description: 'x', candidates: { bm25Candidates: 'k' }, fusion: 'RRF', weights: { bm25: 1 } },
        { name: 'Bad Name', description: 'x', candidates: { bm25Candidates: -1, sparse: 3 }, fusion: 'MAX', weights: { bm25: 0, typo: 1 } },
        { name: 'no-stage', description: 'x', candidates: { expansionSeeds: 10 }, fusion: 'WEIGHTED', weights: { bm25: 0 } },
      ],
    };
    let error: any;
    try {
      checkedPresets(table);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ code: 'CONFIG_INVALID' });
    expect(error.details.problems).toEqual([
      'systems[1] (ok): the name is used twice',
      "systems[2] (Bad Name): name must be lower-case letters, digits, '+', '-', '_'",
      'systems[2] (Bad Name): bm25Candidates must be a size ≥ 0 or "k"',
      "systems[2] (Bad Name): unknown candidate stage 'sparse' (known: bm25Candidates, denseCandidates, popularCandidates, expansionSeeds, expansionLimit)",
      'systems[2] (Bad Name): fusion must be one of WEIGHTED, RRF, LEARNED, default',
      'systems[2] (Bad Name): unknown features typo (known: bm25, dense, citations, recentCitations, author, graph)',
      'systems[3] (no-stage): at least one of bm25Candidates, denseCandidates, popularCandidates must be on',
      'systems[3] (no-stage): weights: at least one weight must be positive',
    ]);
  });
});
