import { nameKey } from '../../../src/common/name-key';

describe('nameKey', () => {
  it('folds case, accents and punctuation', () => {
    expect(nameKey('Núria  Bel-Rafecas')).toBe('nuria-bel-rafecas');
    expect(nameKey("D. O'Brien")).toBe('d-o-brien');
    expect(nameKey('NeurIPS')).toBe(nameKey('neurips'));
  });

  it('keeps names without Latin letters', () => {
    expect(nameKey('李 明')).toBe('李-明');
  });
});
