import { parseIdList } from '../../../src/cli/commands/export-citations';

describe('paper id lists for refgraph export bibtex|ris|csl-json --ids', () => {
  it('takes one id a line, skipping blank lines and # comments', () => {
    expect(parseIdList('# my bibliography\nvaswani2017attention\r\n\n  devlin2019bert  \n')).toEqual(['vaswani2017attention', 'devlin2019bert']);
  });
});
