import { orderOption, parseIdList } from '../../../src/cli/commands/export-citations';

describe('paper id lists for refgraph export bibtex|ris|csl-json --ids', () => {
  it('takes one id a line, skipping blank lines and # comments', () => {
    expect(parseIdList('# my bibliography\nvaswani2017attention\r\n\n  devlin2019bert  \n')).toEqual(['vaswani2017attention', 'devlin2019bert']);
  });

  it('takes --order key (the default) or given, and refuses anything else', () => {
    expect(orderOption(undefined)).toBe('key');
    expect(orderOption('given')).toBe('given');
    expect(() => orderOption('rank')).toThrow("--order: expected key or given, got 'rank'");
  });
});
