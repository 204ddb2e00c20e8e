import { generateKey, hashSecret, parseKey, secretMatches } from '../../../src/keys/key-format';
import { roleAllows } from '../../../src/keys/roles';

describe('API key format', () => {
  it('generates keys that parse back to their id and match only their own secret', () => {
    const { id, key, secretHash } = generateKey();
    const parsed = parseKey(key);
    expect(parsed?.id).toBe(id);
    expect(secretMatches(parsed!.secret, secretHash)).toBe(true);
    expect(secretMatches(parsed!.secret.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), secretHash)).toBe(false);
    expect(secretHash).toBe(hashSecret(parsed!.secret));
    expect(secretHash).not.toContain(parsed!.secret);
  });

  it('refuses malformed keys', () => {
    for (const bad of ['', 'rgk_', 'rgk_abc_def', `rgk_ABCDEF123456_${'a'.repeat(43)}`, `xyz_abcdef123456_${'a'.repeat(43)}`, `rgk_abcdef123456_${'a'.repeat(44)}`]) {
      expect([bad, parseKey(bad)]).toEqual([bad, null]);
    }
  });

  it('orders roles: admin may do what writers and readers may', () => {
    expect([roleAllows('admin', 'writer'), roleAllows('writer', 'reader'), roleAllows('reader', 'writer'), roleAllows('writer', 'admin')]).toEqual([true, true, false, false]);
  });
});
