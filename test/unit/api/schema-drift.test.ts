import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { printRefgraphSchema } from '../../../src/api/emit-schema';
import { repoPath } from '../../../src/common/repo-path';

describe('schema.graphql', () => {
  it('matches the schema built from the code (run `npm run schema:emit` after changing types)', async () => {
    expect(await printRefgraphSchema()).toBe(readFileSync(repoPath('schema.graphql'), 'utf8'));
  });
});
