/**
 * Every GraphQL document the explorer sends is valid against the emitted schema.graphql and uses
 * nothing deprecated: a removed or renamed field fails here, not in a user's browser. The
 * documents are the string exports of the views' `*-query.ts` modules (some are assembled from
 * parts) and the plain template literals of the other files (which must not be assembled).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, NoDeprecatedCustomRule, parse, specifiedRules, validate } from 'graphql';
import { repoPath } from '../../../src/common/repo-path';

const SCHEMA = buildSchema(readFileSync(repoPath('schema.graphql'), 'utf8'));
const WEB = repoPath('web/src');
const FILES = (readdirSync(WEB, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file)).map((file) => path.join(WEB, file));
const isDocument = (value: unknown): value is string => typeof value === 'string' && /^\s*(query\b|mutation\b|\{)/.test(value);

function documents(): [string, string][] {
  const found: [string, string][] = [];
  for (const file of FILES) {
    const where = path.relative(repoPath(), file);
    if (file.endsWith('-query.ts')) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exported = require(file) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exported)) if (isDocument(value)) found.push([`${where} ${name}`, value]);
      continue;
    }
    for (const match of readFileSync(file, 'utf8').matchAll(/`(\s*(?:query|mutation) [A-Z(][^`]*)`/g)) found.push([`${where} ${match[1]!.slice(0, 40)}`, match[1]!]);
  }
  return found;
}

describe("the explorer's GraphQL documents", () => {
  const all = documents();

  it('finds the documents of every view', () => {
    expect(all.length).toBeGreaterThanOrEqual(10);
  });

  it.each(all)('%s is valid against schema.graphql and uses nothing deprecated', (_where, document) => {
    expect(document).not.toContain('${');
    expect(validate(SCHEMA, parse(document), [...specifiedRules, NoDeprecatedCustomRule]).map((error) => error.message)).toEqual([]);
  });
});
