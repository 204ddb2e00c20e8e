/**
 * The README's and docs' curl examples are valid against the current API, and use nothing it
 * marks deprecated (a newcomer copies the first example they see). Checked against the emitted
 * schema, no server needed, so a renamed field fails here at once;
 * test/e2e/readme-examples.test.ts runs the same examples against the demo corpus.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { buildSchema, NoDeprecatedCustomRule, parse, specifiedRules, validate } from 'graphql';
import { repoPath } from '../../src/common/repo-path';
import { curlExamples } from '../e2e/markdown-examples';

const SCHEMA = buildSchema(readFileSync(repoPath('schema.graphql'), 'utf8'));
const DOCUMENTS = ['README.md', ...readdirSync(repoPath('docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const EXAMPLES = DOCUMENTS.flatMap((document) => curlExamples(document, readFileSync(repoPath(document), 'utf8')));

/** The GraphQL document of a `curl ... -d '{"query": ...}'` line (null for an example that sends a file or no body). */
function queryOf(command: string): string | null {
  const body = /-d '([^']*)'/.exec(command)?.[1];
  if (body === undefined) return null;
  const parsed = JSON.parse(body) as { query?: unknown };
  return typeof parsed.query === 'string' ? parsed.query : null;
}

describe('README and docs examples are valid against the current API', () => {
  const withQueries = EXAMPLES.map((example) => ({ example, query: queryOf(example.command) })).filter((e) => e.query !== null);

  it('finds queries in the examples', () => {
    expect(withQueries.length).toBeGreaterThan(10);
  });

  it.each(withQueries.map(({ example, query }) => [`${example.document}:${example.line}`, query!] as const))('%s is valid and uses nothing deprecated', (_where, query) => {
    expect(validate(SCHEMA, parse(query), [...specifiedRules, NoDeprecatedCustomRule]).map((error) => error.message)).toEqual([]);
  });
});
