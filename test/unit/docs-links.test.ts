/**
 * README.md, docs/*.md, docs/notebook/*.md and docs/results/*.md hold no dead reference and stay readable:
 * - every relative link names a file that exists and, when it has an #anchor, a heading of that
 *   file (GitHub's slugs), so moving a section cannot leave a reader at a dead link;
 * - every repository path quoted in backticks (`src/...`, `test/...`, `scripts/...`, `docs/...`,
 *   `*.md`, ...) names a file or folder that exists (`dist/X.js` is `X.ts`), so renaming or
 *   removing a file cannot leave a page pointing at it (nine such references had piled up);
 * - a reference page (docs/*.md) is at most 320 lines and README.md at most 200: experiments and
 *   dated measurements go to docs/notebook/, which has no limit, nor have the pages generated
 *   in docs/results/ (their links are checked like the others').
 * No engine needed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../../src/common/repo-path';
import { outsideFences, slug } from './markdown-headings';

const markdownIn = (folder: string) => readdirSync(repoPath(folder)).filter((name) => name.endsWith('.md')).map((name) => `${folder}/${name}`);
const REFERENCE_PAGES = markdownIn('docs');
const NOTEBOOK = markdownIn('docs/notebook');
const RESULTS = markdownIn('docs/results');
const DOCUMENTS = ['README.md', ...REFERENCE_PAGES, ...NOTEBOOK, ...RESULTS];

const MAX_REFERENCE_LINES = 320;
const MAX_README_LINES = 200;

/** Where a quoted path may start: the repository's top folders (and dist/, the build of src/). */
const REPO_FOLDERS = ['src', 'test', 'scripts', 'docs', 'training', 'seed', 'models', 'cypher', 'prisma', 'web', 'engines', 'dist'];

function textOf(document: string): string {
  return readFileSync(repoPath(document), 'utf8');
}

function anchorsOf(document: string): Set<string> {
  const text = outsideFences(textOf(document));
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

/**
 * The words of inline code spans that look like repository paths: starting with a top folder, or
 * a Markdown file's name. Placeholders (`<prefix>`, `*`, `{a,b}`, `$DIR`) are not paths.
 */
function quotedPaths(markdown: string): string[] {
  const paths: string[] = [];
  for (const span of outsideFences(markdown).matchAll(/`([^`\n]+)`/g)) {
    for (const word of span[1]!.split(/\s+/)) {
      const candidate = word.replace(/^[("']+/, '').replace(/[).,;:"']+$/, '');
      const looksLikePath = REPO_FOLDERS.some((folder) => candidate.startsWith(`${folder}/`)) || /^[\w./-]+\.md(#[\w-]+)?$/.test(candidate);
      if (looksLikePath && !/[<>*{}$[\]]/.test(candidate)) paths.push(candidate);
    }
  }
  return paths;
}

/** A quoted path exists from the repository root, or relative to the document quoting it. */
function quotedPathExists(document: string, quoted: string): boolean {
  const file = quoted.split('#')[0]!;
  const source = file.startsWith('dist/') ? file.slice('dist/'.length).replace(/\.js$/, '.ts') : file;
  return existsSync(repoPath(source)) || existsSync(repoPath(path.dirname(document), source));
}

describe('links in README.md and docs/', () => {
  const links = DOCUMENTS.flatMap((document) =>
    [...outsideFences(textOf(document)).matchAll(/\]\(([^)\s]+)\)/g)]
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

describe('repository paths quoted in README.md and docs/', () => {
  const quoted = DOCUMENTS.flatMap((document) => quotedPaths(textOf(document)).map((quotedPath) => ({ document, quotedPath })));

  it('finds paths to check', () => {
    expect(quoted.length).toBeGreaterThan(100);
  });

  it('reads paths out of code spans, and leaves placeholders and fences alone', () => {
    const markdown = [
      'See `src/rank/fusion.ts`, (`docs/api.md`), `node dist/src/cli/main.js eval --regression src/eval/regressions/seed.json`,',
      '`<prefix>-papers`, `src/eval/regressions/*.json`, `$D/demo.en.jsonl`, `evaluation.md#splits` and `refgraph eval`.',
      '```bash',
      'node scripts/never-checked.sh',
      '```',
    ].join('\n');
    expect(quotedPaths(markdown)).toEqual(['src/rank/fusion.ts', 'docs/api.md', 'dist/src/cli/main.js', 'src/eval/regressions/seed.json', 'evaluation.md#splits']);
  });

  it('fails on a path that does not exist', () => {
    expect(quotedPathExists('docs/evaluation.md', 'src/eval/metrics')).toBe(false);
    expect(quotedPathExists('docs/evaluation.md', 'src/metrics')).toBe(true);
    expect(quotedPathExists('docs/evaluation.md', 'dist/src/cli/main.js')).toBe(true);
    expect(quotedPathExists('docs/notebook/training.md', '../training.md')).toBe(true);
  });

  it.each(quoted.map((q) => [`${q.document}: ${q.quotedPath}`, q] as const))('%s exists', (_name, { document, quotedPath }) => {
    expect(quotedPathExists(document, quotedPath)).toBe(true);
  });
});

describe('page lengths', () => {
  it.each(REFERENCE_PAGES)(`%s (a reference page) is at most ${MAX_REFERENCE_LINES} lines`, (page) => {
    expect(textOf(page).split('\n').length - 1).toBeLessThanOrEqual(MAX_REFERENCE_LINES);
  });

  it(`README.md is at most ${MAX_README_LINES} lines`, () => {
    expect(textOf('README.md').split('\n').length - 1).toBeLessThanOrEqual(MAX_README_LINES);
  });
});
