/**
 * `npm run docs:results`: rewrites docs/results/ from results/*.json. A page of a topic no result
 * names any more is removed, so no stale page stays behind.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../common/repo-path';
import { readResults } from './result-store';
import { resultsPages } from './results-markdown';

const FOLDER = repoPath('docs', 'results');

const pages = resultsPages(readResults());
mkdirSync(FOLDER, { recursive: true });
for (const stale of readdirSync(FOLDER).filter((name) => name.endsWith('.md') && !pages.has(name))) rmSync(path.join(FOLDER, stale));
for (const [name, text] of pages) writeFileSync(path.join(FOLDER, name), text);
console.log(`docs/results/: ${pages.size} pages from ${repoPath('results')}`);
