/** Loads named Cypher statements from cypher/*.cypher (queries never live in code strings). */
import { readFileSync } from 'node:fs';
import { repoPath } from '../common/repo-path';

const cache = new Map<string, string>();

export function cypher(name: string): string {
  let text = cache.get(name);
  if (text === undefined) {
    text = readFileSync(repoPath('cypher', `${name}.cypher`), 'utf8');
    cache.set(name, text);
  }
  return text;
}

/** A file of several statements separated by `;` at line ends (e.g. constraints). */
export function cypherStatements(name: string): string[] {
  return cypher(name)
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*\/\/.*$/gm, '').trim())
    .filter((statement) => statement !== '');
}
