import { parseStructuredName } from '../../../../src/bibliography';

describe('a name of lower-case words only', () => {
  // @citation-js/name threw on these (an AAN author is "rn"): ingesting such a record failed.
  it.each([['rn', { family: 'rn' }], ['de la cruz', { family: 'de la cruz' }], ['danah boyd', { family: 'danah boyd' }]])('%s is read whole as a family name', (name, parts) => {
    expect(parseStructuredName(name)).toEqual(parts);
  });
});
