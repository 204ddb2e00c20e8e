/**
 * Links between README.md and docs/*.md: every relative link names a file that exists and, when
 * it has an #anchor, a heading of that file (GitHub's slugs), so moving a section cannot leave a
 * reader at a dead link.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../../src/common/repo-path';

const DOCUMENTS = ['README.md', ...readdirSync(repoPath('docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** GitHub's heading anchor: lower case, punctuation dropped (but hyphens and underscores), spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*]/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function outsideFences(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

function anchorsOf(document: string): Set<string> {
  const text = outsideFences(readFileSync(repoPath(document), 'utf8'));
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of text.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = slug(match[1]!);
    const count = seen.get(base) ?? 0;
    anchors.add(count === 0 ? base : `${base}-${count}`);
    seen.set(base, count + 1);
  }
  return anchors;
}

describe('links in README.md and docs/', () => {
  const links = DOCUMENTS.flatMap((document) =>
    [...outsideFences(readFileSync(repoPath(document), 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z]+:/.test(target))
      .map((target) => ({ document, target })),
  );

  it('finds links to check', () => {
    expect(links.length).toBeGreaterThan(20);
  });

  it.each(links.map((link) => [`${link.document} → ${link.target}`, link] as const))('%s resolves', (_name, { document, target }) => {
    const [file, anchor] = target.split('#') as [string, string | undefined];
    const resolved = file === '' ? document : path.join(path.dirname(document), file);
    expect(existsSync(repoPath(resolved))).toBe(true);
    if (anchor !== undefined && resolved.endsWith('.md')) expect([...anchorsOf(resolved)]).toContain(anchor);
  });
});
