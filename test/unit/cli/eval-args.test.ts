import { parseEvalArgs } from '../../../src/cli/commands/eval-args';
import { DEFAULT_MEASURES, splitList } from '../../../src/eval';
import { systemsList } from '../../../src/cli/commands/eval';
import { DEFAULT_BAGS } from '../../../src/rank/tuning/bagged-ascent';

const plan = (...args: string[]) => {
  const options = parseEvalArgs(args);
  if (options.mode !== 'run') throw new Error('expected a plan');
  return {
    ...options.plan,
    systems: options.plan.systems.map((s) => s.name),
    measures: options.plan.measures.map((m) => m.name),
    reportFile: options.reportFile,
    saveRegression: options.saveRegression,
    saveResult: options.saveResult,
  };
};

describe('refgraph eval arguments', () => {
  it('default to every system on the test split of all stored queries, the standard measures, k 1000, seed 1', () => {
    expect(plan()).toEqual({
      systems: ['bm25', 'dense', 'hybrid', 'hybrid-weighted', 'hybrid+graph', 'hybrid+prior', 'hybrid+author', 'full', 'most-cited'],
      queries: { kind: 'stored', set: 'all' },
      split: 'test',
      boundaries: {},
      measures: ['AP@100', 'R@10', 'R@100', 'R@1000', 'nDCG@10', 'RR@10', 'P@10'],
      k: 1000,
      seed: 1,
      sample: null,
      includeSameYear: false,
      folds: null,
      bags: DEFAULT_BAGS,
      runFiles: [],
      reportFile: null,
      saveRegression: null,
      saveResult: false,
    });
    expect(DEFAULT_MEASURES).toContain('MAP@100');
  });

  it('read run files as systems scored beside the others, named apart from every system', () => {
    expect(plan('--run-file', 'bm25-lucene=runs/a.trec', '--run-file', 'x=b=c.trec').runFiles).toEqual([
      { name: 'bm25-lucene', file: 'runs/a.trec' },
      { name: 'x', file: 'b=c.trec' },
    ]);
    expect(() => plan('--run-file', 'bm25=a.trec')).toThrow(/--run-file: the name bm25 is used twice/);
    expect(() => plan('--run-file', 'a.trec')).toThrow(/--run-file: give NAME=FILE/);
  });

  it('read every option; measure names become canonical', () => {
    expect(
      plan('--systems', 'most-cited,bm25', '--split', 'validation', '--queries', 'talks', '--measures', "MAP@100, nDCG(dcg='exp-log2')@10,ndcg_cut_20", '--k', '100', '--seed', '7', '--sample', '50', '--test-from', '2021', '--validation-from', '2018', '--same-year', '--folds', '5', '--report', 'out.html', '--save-regression', 'r.json', '--save-result'),
    ).toEqual({
      systems: ['most-cited', 'bm25'],
      queries: { kind: 'stored', set: 'talks' },
      split: 'validation',
      boundaries: { testFrom: 2021, validationFrom: 2018 },
      measures: ['AP@100', "nDCG(dcg='exp-log2')@10", 'nDCG@20'],
      k: 100,
      seed: 7,
      sample: 50,
      includeSameYear: true,
      folds: 5,
      bags: DEFAULT_BAGS,
      runFiles: [],
      reportFile: 'out.html',
      saveRegression: 'r.json',
      saveResult: true,
    });
    expect(plan('--queries-file', 'q.jsonl', '--qrels-file', 'q.tsv').queries).toEqual({ kind: 'files', sets: [{ queriesFile: 'q.jsonl', qrelsFile: 'q.tsv' }], citingPapersFile: null });
    // Repeated, the files pair up in order: the sets are evaluated together.
    expect(plan('--queries-file', 'a/global.jsonl', '--queries-file', 'a/local.jsonl', '--qrels-file', 'g.tsv', '--qrels-file', 'l.tsv').queries).toEqual({
      kind: 'files',
      sets: [{ queriesFile: 'a/global.jsonl', qrelsFile: 'g.tsv' }, { queriesFile: 'a/local.jsonl', qrelsFile: 'l.tsv' }],
      citingPapersFile: null,
    });
    expect(plan('--queries-file', 'q.jsonl', '--qrels-file', 'q.tsv', '--citing-papers', 'p.jsonl').queries).toMatchObject({ citingPapersFile: 'p.jsonl' });
    expect(parseEvalArgs(['--list'])).toEqual({ mode: 'list' });
    expect(parseEvalArgs(['--regression', 'seed.json', '--report', 'r.html'])).toEqual({ mode: 'regression', file: 'seed.json', reportFile: 'r.html' });
  });

  it('refuse bad values with typed errors naming the option, before any engine is asked', () => {
    const cases: [string[], RegExp][] = [
      [['--split', 'dev'], /--split: must be one of train, validation, test, all/],
      [['--queries', 'slides'], /--queries: must be one of talks, papers, all/],
      [['--queries-file', 'q.jsonl'], /give one --qrels-file for every --queries-file \(1 queries files, 0 qrels files\)/],
      [['--queries-file', 'a/q.jsonl', '--qrels-file', 'a', '--queries-file', 'b/q.jsonl', '--qrels-file', 'b'], /two queries files are named q/],
      [['--queries-file', 'g.jsonl', '--qrels-file', 'g', '--queries-file', 'l.jsonl', '--qrels-file', 'l', '--save-regression', 'r.json'], /--save-regression: a regression holds one query set/],
      [['--queries', 'talks', '--queries-file', 'q', '--qrels-file', 'r'], /not both/],
      [['--folds', '1'], /--folds: must be an integer in \[2, 100\]/],
      [['--bags', '10'], /--bags: goes with --folds/],
      [['--folds', '5', '--bags', '1001'], /--bags: must be an integer in \[0, 1000\]/],
      [['--citing-papers', 'p.jsonl'], /--citing-papers: goes with --queries-file and --qrels-file/],
      [['--k', '0'], /--k: must be an integer in \[1, 1000\], got '0'/],
      [['--k', '1001'], /--k/],
      [['--k', '1e3'], /--k/],
      [['--seed', '-1'], /--seed/],
      [['--seed=-1'], /--seed: must be an integer/],
      [['--bogus'], /Unknown option '--bogus'/],
      [['--sample', 'all'], /--sample/],
      [['--test-from', 'soon'], /--test-from/],
      [['--systems', 'bm25,bm42'], /unknown system 'bm42'/],
      [['--measures', 'MAP@100,AP@100'], /AP@100 is listed twice/],
      [['--measures', 'MAPP@100'], /unknown measure 'MAPP@100'/],
      [['--measures', ','], /name at least one measure/],
      [['extra'], /unexpected argument 'extra'/],
      [['--regression', 'seed.json', '--k', '10'], /the regression file holds the command/],
      [['--regression', 'seed.json', '--split', 'all'], /the regression file holds the command/],
    ];
    for (const [args, message] of cases) {
      expect(() => parseEvalArgs(args)).toThrow(message);
      expect(() => parseEvalArgs(args)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    }
  });

  it('split lists on commas outside parentheses', () => {
    expect(splitList("a, nDCG(dcg='exp-log2', x=1)@10 ,,b")).toEqual(['a', "nDCG(dcg='exp-log2', x=1)@10", 'b']);
  });

  it('list the systems as an aligned table', () => {
    const lines = systemsList().split('\n');
    expect(lines[0]).toMatch(/^system\s+fusion\s+weights\s+stages\s+description$/);
    expect(lines.find((l) => l.startsWith('most-cited '))).toMatch(/WEIGHTED\s+citations=1\s+popular=k\s+the most-cited papers/);
    expect(lines).toHaveLength(2 + 10);
  });
});
