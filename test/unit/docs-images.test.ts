/**
 * The pictures in docs/images (made by `npm run docs:screenshots`): each under the README's
 * 200 KB budget, and each shown somewhere, so none is committed and forgotten.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { repoPath } from '../../src/common/repo-path';

const MAX_BYTES = 200 * 1024;
const IMAGES = readdirSync(repoPath('docs', 'images'));
const DOCUMENTS = ['README.md', ...readdirSync(repoPath('docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const TEXT = DOCUMENTS.map((document) => readFileSync(repoPath(document), 'utf8')).join('\n');

describe('docs/images', () => {
  it('holds the explorer pictures', () => {
    expect(IMAGES.length).toBeGreaterThanOrEqual(6);
  });

  it.each(IMAGES)('%s is under 200 KB and shown in README.md or docs/', (image) => {
    expect(statSync(repoPath('docs', 'images', image)).size).toBeLessThanOrEqual(MAX_BYTES);
    expect(TEXT).toContain(`images/${image}`);
  });
});
