import { existsSync } from 'node:fs';
import path from 'node:path';

/** The repository root (where package.json is), from source (jest compiles it with swc) or from dist/. */
function findRepoRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const REPO_ROOT = findRepoRoot(__dirname);

export function repoPath(...parts: string[]): string {
  return path.join(REPO_ROOT, ...parts);
}
