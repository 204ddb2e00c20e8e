import { parsePreselectEvalArgs } from '../../../src/cli/commands/eval-preselect-args';

describe('refgraph eval preselect arguments', () => {
  it('default to stored papers, the test split, titles, sizes 10 to 1000', () => {
    expect(parsePreselectEvalArgs([])).toEqual({
      plan: { queries: { kind: 'stored' }, split: 'test', boundaries: {}, sizes: [10, 20, 50, 100, 200, 500, 1000], fields: 'title', seed: 1, sample: null },
      jsonFile: null,
      csvFile: null,
    });
  });

  it('reads sizes, fields, files, split boundaries and outputs', () => {
    const options = parsePreselectEvalArgs([
      '--sizes', '50,10', '--fields', 'title,abstract', '--split', 'all', '--queries-file', 'q.jsonl', '--qrels-file', 'q.tsv', '--citing-papers', 'c.jsonl',
      '--test-from', '2020', '--sample', '5', '--seed', '7', '--json', 'c.json', '--csv', 'c.csv',
    ]);
    expect(options).toEqual({
      plan: { queries: { kind: 'files', queriesFile: 'q.jsonl', qrelsFile: 'q.tsv', citingPapersFile: 'c.jsonl' }, split: 'all', boundaries: { testFrom: 2020 }, sizes: [10, 50], fields: 'title,abstract', seed: 7, sample: 5 },
      jsonFile: 'c.json',
      csvFile: 'c.csv',
    });
  });

  it('refuses bad values with the option named', () => {
    expect(() => parsePreselectEvalArgs(['--sizes', '10,x'])).toThrow("--sizes: must be an integer in [1, 9007199254740991], got 'x'");
    expect(() => parsePreselectEvalArgs(['--fields', 'abstract'])).toThrow('--fields: must be one of title, title,abstract');
    expect(() => parsePreselectEvalArgs(['--queries-file', 'q.jsonl'])).toThrow('give both --queries-file and --qrels-file');
    expect(() => parsePreselectEvalArgs(['--citing-papers', 'c.jsonl'])).toThrow('--citing-papers: goes with --queries-file and --qrels-file');
    expect(() => parsePreselectEvalArgs(['--split', 'dev'])).toThrow('--split: must be one of');
    expect(() => parsePreselectEvalArgs(['--bogus'])).toThrow("Unknown option '--bogus'");
  });
});
