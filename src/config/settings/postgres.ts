/** PostgreSQL, the system of record. prisma.config.ts reads this group alone (postgres-settings.ts). */
import { engineCallTimeout } from './engine-call-timeout';
import { integer, SettingGroup, text } from './setting';

export const POSTGRES = {
  title: 'PostgreSQL',
  intro: 'The system of record (papers, talks, authors, API keys, runs); scripts/engines/postgres.sh starts a local server with the same port and user.',
  settings: {
    REFGRAPH_PG_HOST: text('127.0.0.1', { description: 'Host of the PostgreSQL server; set it when the database runs on another machine.' }),
    REFGRAPH_PG_PORT: integer(1, 65535, 5433, { description: 'Port of the PostgreSQL server, also the one scripts/engines/postgres.sh listens on (5433 keeps clear of a system PostgreSQL on 5432).' }),
    REFGRAPH_PG_USER: text('refgraph', { description: 'User Refgraph logs in as, and the superuser scripts/engines/postgres.sh creates.' }),
    REFGRAPH_PG_PASSWORD: text(null, { description: 'Password of that user; unset, the server must trust local connections (as the local engine does).', secret: true }),
    REFGRAPH_PG_DATABASE: text('refgraph', { description: 'Database holding Refgraph\'s tables; another name keeps a second data set (tests, an evaluation corpus) apart on the same server.' }),
    REFGRAPH_PG_CALL_TIMEOUT_MS: engineCallTimeout({
      description: 'Longest one PostgreSQL query outside a transaction may take inside an API read before ENGINE_TIMEOUT names the engine (CLI commands and writes keep longer timeouts of their own).',
    }),
  },
} satisfies SettingGroup;
