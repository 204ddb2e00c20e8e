/** Keys for entities that sources name but do not identify (authors, venues). Pure. */

export function nameKey(name: string): string {
  const key = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  // Names in scripts without Latin letters keep their own characters.
  return key === '' ? name.trim().toLowerCase().replace(/\s+/g, '-') : key;
}
