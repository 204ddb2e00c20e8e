import { textHash } from '../../../src/common/text-hash';

describe('textHash', () => {
  it('is the text\'s sha256 in base64, the form stored in TitleTranslation.key', () => {
    expect(textHash('abc')).toBe('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
    expect(textHash('')).toBe('47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });
});
