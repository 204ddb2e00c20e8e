import { planData, planFromData } from '../../../src/eval/plan-data';
import { evaluationPlan } from '../../../src/eval/plan-options';

describe('evaluation plans as data', () => {
  it('write a plan as data that reads back as the same plan, boundaries pinned', () => {
    const plan = evaluationPlan({ split: 'test', systems: 'bm25,full', queries: 'talks', measures: 'MAP@100,R@10', sample: '5' });
    const data = planData(plan, { validationFrom: 2018, testFrom: 2020 });
    expect(data).toEqual({
      systems: ['bm25', 'full'],
      queries: { set: 'talks' },
      split: 'test',
      boundaries: { validationFrom: 2018, testFrom: 2020 },
      measures: ['AP@100', 'R@10'],
      k: 1000,
      seed: 1,
      sample: 5,
      includeSameYear: false,
      folds: null,
      bags: 20,
      runFiles: [],
    });
    const again = planFromData(JSON.parse(JSON.stringify(data)), 'r.json');
    expect(again).toEqual({ ...plan, boundaries: { validationFrom: 2018, testFrom: 2020 } });
    const files = evaluationPlan({ split: 'test', 'queries-file': ['q.jsonl'], 'qrels-file': ['q.tsv'], folds: '5', bags: '0', 'run-file': ['lucene=l.trec'] });
    const filesData = planData(files, { validationFrom: 1990, testFrom: 2000 });
    expect(filesData.queries).toEqual({ files: [{ queries: 'q.jsonl', qrels: 'q.tsv' }], citingPapers: null });
    expect(planFromData(filesData, 'r.json')).toEqual({ ...files, boundaries: { validationFrom: 1990, testFrom: 2000 } });
  });

  it('name the file and the field of every problem, with no command-line flag in sight', () => {
    const good = planData(evaluationPlan({ split: 'test' }), { validationFrom: 2018, testFrom: 2020 });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ systems: [] }, /r\.json: plan\.systems must be a non-empty list/],
      [{ systems: ['bm25', 'nope'] }, /plan\.systems: unknown system 'nope'/],
      [{ k: 0 }, /plan\.k must be an integer in \[1, 1000\]/],
      [{ split: 'later' }, /plan\.split must be one of/],
      [{ boundaries: { validationFrom: 2018 } }, /plan\.boundaries\.testFrom must be a year/],
      [{ queries: { set: 'books' } }, /plan\.queries must be/],
      [{ includeSameYear: 'yes' }, /plan\.includeSameYear must be true or false/],
      [{ runFiles: [{ name: 'x' }] }, /plan\.runFiles\[0\] must hold a name and a file/],
    ];
    for (const [change, message] of cases) {
      expect(() => planFromData({ ...good, ...change }, 'r.json')).toThrow(message);
    }
  });
});
