/** Writes schema.graphql from the type-graphql classes (CI checks it for drift). */
import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { repoPath } from '../common/repo-path';
import { buildRefgraphSchema } from './schema';

export async function printRefgraphSchema(): Promise<string> {
  return `${printSchema(await buildRefgraphSchema())}\n`;
}

if (require.main === module) {
  printRefgraphSchema()
    .then((sdl) => writeFileSync(repoPath('schema.graphql'), sdl))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
