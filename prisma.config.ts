import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';
import { postgresSettingsFromEnv } from './src/config/postgres-settings';
import { postgresUrl } from './src/db/postgres-settings';

const settings = postgresSettingsFromEnv();
// The CLI reads the schema's datasource url before it looks at the adapter and
// fails (then tries to download a query engine) when the variable is unset.
process.env.REFGRAPH_DATABASE_URL ??= postgresUrl(settings);

// Prisma 6.19 with the JS engine: the CLI talks to PostgreSQL through the same
// driver adapter as the server, so nothing is downloaded (src/db/migrate.ts says why
// migrations are still applied by `refgraph migrate`).
export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
  async adapter() {
    return new PrismaPg(settings);
  },
});
