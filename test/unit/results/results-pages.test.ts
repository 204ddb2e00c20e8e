/**
 * results/*.json and the pages generated from them: every file passes the schema, docs/results/
 * is exactly what `npm run docs:results` writes (a stale or hand-edited page fails), and a run
 * copied from the notebook quotes no number its notebook section does not hold.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { repoPath } from '../../../src/common/repo-path';
import { checkedResult, figureText, readResults, resultsPages } from '../../../src/results';
import { sectionOf } from '../markdown-headings';
import { numbersIn } from './quoted-numbers';

const FILES = readdirSync(repoPath('results')).filter((name) => name.endsWith('.json'));

describe('result files', () => {
  it.each(FILES)('results/%s passes the schema', (name) => {
    expect(() => checkedResult(JSON.parse(readFileSync(repoPath('results', name), 'utf8')), `results/${name}`)).not.toThrow();
  });

  it('read together, each under its own id', () => {
    expect(readResults().map((result) => `${result.id}.json`).sort()).toEqual([...FILES].sort());
  });
});

describe('docs/results/', () => {
  const generated = resultsPages(readResults());
  const committed = readdirSync(repoPath('docs', 'results')).filter((name) => name.endsWith('.md'));

  it('holds the pages the generator writes, and no other', () => {
    expect(committed.sort()).toEqual([...generated.keys()].sort());
  });

  it.each([...generated.keys()])('docs/results/%s is what `npm run docs:results` writes', (name) => {
    expect(readFileSync(repoPath('docs', 'results', name), 'utf8')).toBe(generated.get(name));
  });
});

describe('runs copied from the notebook', () => {
  const copied = readResults().filter((result) => result.source.startsWith('docs/notebook/'));

  it.each(copied.map((result) => [result.id, result] as const))('%s: every number of its figures is in its notebook section', (_id, result) => {
    const [file, anchor] = result.source.split('#') as [string, string];
    const section = sectionOf(readFileSync(repoPath(file), 'utf8'), anchor);
    expect(section).toBeDefined();
    const there = new Set(numbersIn(section!));
    const missing = Object.entries(result.figures).flatMap(([name, figure]) => numbersIn(figureText(figure)).filter((n) => !there.has(n)).map((n) => `${name}: ${n}`));
    expect(missing).toEqual([]);
  });
});
