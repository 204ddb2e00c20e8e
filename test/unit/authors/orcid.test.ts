import { normalisedOrcid } from '../../../src/authors';

describe('normalisedOrcid', () => {
  it('reads the forms sources write, into one', () => {
    expect(normalisedOrcid('0000-0002-1825-0097')).toBe('0000-0002-1825-0097');
    expect(normalisedOrcid(' https://orcid.org/0000-0001-5109-3700 ')).toBe('0000-0001-5109-3700');
    expect(normalisedOrcid('orcid.org/0000-0002-1694-233x')).toBe('0000-0002-1694-233X');
    expect(normalisedOrcid('0000000218250097')).toBe('0000-0002-1825-0097');
  });

  it('refuses a wrong check digit and what is not an ORCID iD', () => {
    expect(normalisedOrcid('0000-0002-1825-0098')).toBeNull();
    expect(normalisedOrcid('0000-0002-1825-009')).toBeNull();
    expect(normalisedOrcid('https://example.org/0000-0002-1825-0097')).toBeNull();
    expect(normalisedOrcid('')).toBeNull();
  });
});
