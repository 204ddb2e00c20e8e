/**
 * Fault tests: each engine killed with -9 during an ingestion run by the real CLI. Expected: a
 * typed error (no stack trace) saying what was stored where, no run left RUNNING, the same
 * command re-run converges and `refgraph verify` is clean. Then each killed while the API
 * answers queries: typed ENGINE_UNAVAILABLE naming the engine, and answers again once it is back.
 *
 * They run on their OWN engine set (own ports, own engines folder), started and stopped here
 * through scripts/engines/*.sh, so killing engines never disturbs the other suites. One set
 * serves the three cases. Ports: the test offset + 5000 (REFGRAPH_TEST_PORT_OFFSET).
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { closeServices, createServices } from '../../src/app/services';
import { startServer } from '../../src/api/server';
import { loadConfig } from '../../src/config/config';
import { repoPath } from '../../src/common/repo-path';

const offset = Number(process.env.REFGRAPH_TEST_PORT_OFFSET ?? 0) + 5000;
const enginesDir = `${process.env.REFGRAPH_ENGINES_DIR ?? repoPath('.engines', 'test')}-faults`;
const env: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('REFGRAPH_'))),
  REFGRAPH_ENGINES_DIR: enginesDir,
  REFGRAPH_PG_PORT: String(15433 + offset),
  REFGRAPH_PG_DATABASE: 'refgraph_faults',
  REFGRAPH_ES_PORT: String(19200 + offset),
  REFGRAPH_ES_TRANSPORT_PORT: String(19300 + offset),
  REFGRAPH_NEO4J_BOLT_PORT: String(17687 + offset),
  REFGRAPH_NEO4J_PLUGINS: 'none',
  REFGRAPH_ES_INDEX_PREFIX: 'faults',
  // The API probes ask without a key, as the demo allows.
  REFGRAPH_ANONYMOUS_READ: 'true',
  // No encoder: the faults are about storage, and encoding would only slow the runs down.
  REFGRAPH_EMBEDDING_MODEL: 'none',
  REFGRAPH_INGEST_BATCH_SIZE: '100',
  ...(process.env.REFGRAPH_ES_HEAP ? { REFGRAPH_ES_HEAP: process.env.REFGRAPH_ES_HEAP } : {}),
};
const CLI = repoPath('dist', 'src', 'cli', 'main.js');
type Engine = 'postgres' | 'elasticsearch' | 'neo4j';

function engineScript(engine: Engine | 'all', action: string): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile('bash', [repoPath('scripts', 'engines', `${engine}.sh`), action], { env, timeout: 300_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${engine}.sh ${action}: ${error.message}\n${stdout}${stderr}`)) : resolve(),
    ),
  );
}

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], whileRunning: () => Promise<void> = async () => {}): Promise<CliRun> {
  const child = spawn(process.execPath, [CLI, ...args], { env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return whileRunning().then(async () => ({ code: await exited, stdout, stderr }));
}

/** The pid of the engine's server process, from the file its script keeps. */
function enginePid(engine: Engine): number {
  const pidFile = {
    postgres: path.join(enginesDir, 'data', 'postgres', 'postmaster.pid'),
    elasticsearch: path.join(enginesDir, 'run', 'elasticsearch', 'elasticsearch.pid'),
    neo4j: path.join(enginesDir, 'run', 'neo4j.pid'),
  }[engine];
  return Number(readFileSync(pidFile, 'utf8').split('\n')[0]!.trim());
}

/** The engine's server process and, for PostgreSQL, its backends (they serve pooled connections on their own). */
function engineProcesses(engine: Engine): number[] {
  const pid = enginePid(engine);
  const children = engine === 'postgres' ? execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).trim().split(/\s+/).filter(Boolean).map(Number) : [];
  return [pid, ...children];
}

/** The engine's server process (and, for PostgreSQL, its backends), killed with SIGKILL; its pid. */
function kill9(engine: Engine): number {
  // PostgreSQL's backends would outlive their postmaster for a moment and block its restart.
  const [pid, ...children] = engineProcesses(engine);
  for (const target of [pid!, ...children]) {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  return pid!;
}

/**
 * `work` while the engine's server is stopped with SIGSTOP: a hung engine, whose kernel still
 * accepts connections but which never answers. Always continued afterwards, whatever `work` did.
 */
async function whileHung<T>(engine: Engine, work: () => Promise<T>): Promise<T> {
  const pids = engineProcesses(engine);
  for (const pid of pids) process.kill(pid, 'SIGSTOP');
  try {
    return await work();
  } finally {
    for (const pid of pids) process.kill(pid, 'SIGCONT');
  }
}

async function pgQuery<T>(sql: string): Promise<T[]> {
  const client = new Client({ host: '127.0.0.1', port: Number(env.REFGRAPH_PG_PORT), user: 'refgraph', database: 'refgraph_faults' });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  while (!(await condition().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `papers` papers, each citing up to 5 earlier ones: ~5 citations per paper. Ids carry `prefix`. */
function corpus(file: string, prefix: string, papers: number): void {
  const lines: string[] = [];
  for (let i = 0; i < papers; i += 1) {
    const references = [1, 2, 3, 5, 8].filter((d) => i - d >= 0).map((d) => `${prefix}-${i - d}`);
    // Years never fall along the references: a paper cites only papers of its year or before.
    lines.push(JSON.stringify({ kind: 'paper', id: `${prefix}-${i}`, title: `Generated paper ${i} on fault tolerance`, year: 1990 + Math.floor((i * 30) / papers), references }));
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
}

/** Ids unique to this run: the fault engines' data is kept between runs. */
const stamp = Date.now().toString(36);

const count = async (sql: string): Promise<number> => Number((await pgQuery<{ n: string }>(sql))[0]!.n);

function expectTypedFailure(run: CliRun, engine: string): void {
  expect(run).toMatchObject({ code: 1 });
  expect(run.stderr).toMatch(new RegExp(`refgraph: ENGINE_UNAVAILABLE: ingestion run \\d+ stopped: ${engine}`));
  expect(run.stderr).toContain('Stored by this run before it stopped: PostgreSQL: ');
  expect(run.stderr).toContain('re-run the same command');
  expect(run.stderr).not.toMatch(/^\s+at /m);
}

async function expectConverges(file: string): Promise<void> {
  const rerun = await cli(['ingest', file]);
  expect(rerun).toMatchObject({ code: 0 });
  // stderr holds the progress only: plain lines (not a terminal), no error.
  expect(rerun.stderr).toMatch(/^[^\n]*: records 0\/\d+[^\n]*\n/);
  expect(rerun.stderr).not.toContain('\r');
  expect(rerun.stderr).not.toMatch(/refgraph: |^\s+at /m);
  expect(await count(`SELECT count(*) AS n FROM "IngestionRun" WHERE status = 'RUNNING'`)).toBe(0);
  const verify = await cli(['verify']);
  expect(verify.stdout).toContain('verify: clean');
  expect(verify.code).toBe(0);
}

describe('engines killed with -9', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'refgraph-faults-'));
  const started = Date.now();

  beforeAll(async () => {
    await engineScript('all', 'start');
    const migrate = await cli(['migrate']);
    expect(migrate.code).toBe(0);
    // The set's data is kept between runs: start from empty stores (reindex empties the projections).
    await pgQuery('TRUNCATE "TalkReference", "Citation", "PaperAuthor", "Talk", "Paper", "Author", "Venue", "IngestionRun" RESTART IDENTITY CASCADE');
    expect(await cli(['reindex'])).toMatchObject({ code: 0 });
  }, 600_000);

  afterAll(async () => {
    await engineScript('all', 'stop').catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    console.log(`fault suite: ${((Date.now() - started) / 1000).toFixed(1)} s (engines started and stopped included)`);
  }, 120_000);

  it('Neo4j killed while citations are projected: typed error, FAILED run, re-run converges, verify clean', async () => {
    const file = path.join(dir, `neo4j-${stamp}.jsonl`);
    corpus(file, `neo${stamp}`, 2000);
    const run = await cli(['ingest', file], async () => {
      await until(async () => (await count(`SELECT count(*) AS n FROM "Citation" WHERE "citingId" LIKE 'neo${stamp}-%'`)) >= 2000, 'citations in PostgreSQL');
      kill9('neo4j');
    });
    expectTypedFailure(run, 'Neo4j failed');
    expect(await count(`SELECT count(*) AS n FROM "IngestionRun" WHERE status = 'FAILED' AND source LIKE '%neo4j-${stamp}.jsonl'`)).toBe(1);
    await engineScript('neo4j', 'start');
    await expectConverges(file);
  }, 600_000);

  it('Elasticsearch killed during an ingestion: typed error, FAILED run, re-run converges, verify clean', async () => {
    const file = path.join(dir, `elasticsearch-${stamp}.jsonl`);
    corpus(file, `es${stamp}`, 2000);
    const run = await cli(['ingest', file], async () => {
      await until(async () => (await count(`SELECT count(*) AS n FROM "Paper" WHERE id LIKE 'es${stamp}-%'`)) >= 500, 'papers in PostgreSQL');
      kill9('elasticsearch');
    });
    expectTypedFailure(run, 'Elasticsearch failed');
    await engineScript('elasticsearch', 'start');
    await expectConverges(file);
  }, 600_000);

  it('PostgreSQL killed during an ingestion: typed error, the run marked FAILED (interrupted) by the next command, re-run converges', async () => {
    const file = path.join(dir, `postgres-${stamp}.jsonl`);
    corpus(file, `pg${stamp}`, 2000);
    const run = await cli(['ingest', file], async () => {
      await until(async () => (await count(`SELECT count(*) AS n FROM "Paper" WHERE id LIKE 'pg${stamp}-%'`)) >= 500, 'papers in PostgreSQL');
      kill9('postgres');
    });
    expect(run).toMatchObject({ code: 1 });
    expect(run.stderr).toMatch(/refgraph: ENGINE_UNAVAILABLE: ingestion run \d+ stopped: PostgreSQL failed/);
    expect(run.stderr).toContain('the next ingest, reindex or verify marks it');
    expect(run.stderr).not.toMatch(/^\s+at /m);
    await engineScript('postgres', 'start');
    // The run could not record its end: it is RUNNING until the next command takes the lock.
    expect(await count(`SELECT count(*) AS n FROM "IngestionRun" WHERE status = 'RUNNING'`)).toBe(1);
    await expectConverges(file);
    const [interrupted] = await pgQuery<{ errors: { fatal?: string }[] }>(`SELECT errors FROM "IngestionRun" WHERE source LIKE '%postgres-${stamp}.jsonl' ORDER BY id LIMIT 1`);
    expect(interrupted!.errors[0]!.fatal).toContain('interrupted');
  }, 600_000);

  it('engines killed with -9 while the API answers: typed errors naming the engine, answers again once it is back', async () => {
    const file = path.join(dir, `queries-${stamp}.jsonl`);
    corpus(file, `q${stamp}`, 100);
    expect(await cli(['ingest', file])).toMatchObject({ code: 0 });
    const services = createServices(loadConfig(env));
    const server = await startServer(services, { port: 0 });
    const probes: Record<Engine, string> = {
      elasticsearch: '{ searchPapers(query: "fault tolerance", first: 3) { totalCount } }',
      neo4j: `{ coCited(paperId: "q${stamp}-10") { paper { id } } }`,
      postgres: '{ papers(first: 3) { totalCount } }',
    };
    const ask = async (query: string): Promise<{ ok: boolean; codes: string[]; text: string }> => {
      const response = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
      const text = await response.text();
      const body = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
      return { ok: !body.errors, codes: (body.errors ?? []).map((e) => String(e.extensions?.code)), text };
    };
    try {
      for (const engine of ['elasticsearch', 'neo4j', 'postgres'] as const) {
        expect([engine, (await ask(probes[engine])).ok]).toEqual([engine, true]);
        const killed = kill9(engine);
        const killedAt = performance.now();
        let failure = await ask(probes[engine]);
        // A request already on its way may still be answered; the next ones must fail, typed.
        for (let i = 0; failure.ok && i < 20; i += 1) failure = await ask(probes[engine]);
        const seconds = (performance.now() - killedAt) / 1000;
        expect([engine, failure.codes]).toEqual([engine, [expect.stringMatching(/^ENGINE_(UNAVAILABLE|TIMEOUT)$/)]]);
        expect(failure.text).toContain(`"engine":"${engine}"`);
        expect(failure.text).not.toMatch(/\n\s+at |127\.0\.0\.1|ECONNREFUSED/);
        console.log(`${engine} killed during queries: typed ${failure.codes[0]} after ${seconds.toFixed(2)} s`);
        // Until the killed process is reaped, its pid file looks like a live server to the scripts.
        await until(async () => !existsSync(`/proc/${killed}`), `${engine}'s killed process to be gone`);
        await engineScript(engine, 'start');
        await until(async () => (await ask(probes[engine])).ok, `${engine} answering again through the API`);
      }
    } finally {
      await server.stop();
      await closeServices(services);
    }
  }, 600_000);
  it('hung engines (SIGSTOP) while the API answers: ENGINE_TIMEOUT naming the engine inside the budget, /readyz naming every engine', async () => {
    const file = path.join(dir, `hung-${stamp}.jsonl`);
    corpus(file, `h${stamp}`, 100);
    expect(await cli(['ingest', file])).toMatchObject({ code: 0 });
    const services = createServices(loadConfig(env));
    const budgetMs = services.config.api.requestTimeoutMs;
    const server = await startServer(services, { port: 0 });
    const probes = {
      elasticsearch: '{ searchPapers(query: "fault tolerance", first: 3) { totalCount } }',
      neo4j: `{ coCited(paperId: "h${stamp}-10") { paper { id } } }`,
      postgres: '{ papers(first: 3) { totalCount } }',
    };
    const ask = async (query: string) => {
      const started = performance.now();
      const response = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
      const body = (await response.json()) as { errors?: { extensions?: Record<string, unknown> }[] };
      return { ok: !body.errors, extensions: body.errors?.[0]?.extensions, ms: performance.now() - started };
    };
    const ready = async () => {
      const started = performance.now();
      const response = await fetch(new URL('/readyz', server.url));
      return { status: response.status, body: (await response.json()) as { engines: { name: string; status: string }[] }, ms: performance.now() - started };
    };
    try {
      expect((await ready()).status).toBe(200);
      for (const engine of ['elasticsearch', 'neo4j', 'postgres'] as const) {
        // First answered, so the drivers hold pooled connections to the engine when it hangs.
        expect([engine, (await ask(probes[engine])).ok]).toEqual([engine, true]);
        const [answer, readiness] = await whileHung(engine, async () => [await ask(probes[engine]), await ready()] as const);
        console.log(`${engine} hung: ${String(answer.extensions?.code)} after ${(answer.ms / 1000).toFixed(2)} s; /readyz ${readiness.status} after ${(readiness.ms / 1000).toFixed(2)} s`);
        expect([engine, answer.extensions]).toEqual([engine, expect.objectContaining({ code: 'ENGINE_TIMEOUT', engine })]);
        // The engine's own timeout (4 s), with room to answer before the budget's QUERY_TIMEOUT.
        expect(answer.ms).toBeLessThan(budgetMs - 2_000);
        expect(readiness.status).toBe(503);
        const states = Object.fromEntries(readiness.body.engines.map((e) => [e.name, e.status]));
        expect(states).toEqual(Object.fromEntries(['postgres', 'elasticsearch', 'neo4j'].map((name) => [name, name === engine ? 'TIMEOUT' : 'UP'])));
        expect(readiness.ms).toBeLessThan(3_000);
        await until(async () => (await ask(probes[engine])).ok, `${engine} answering again through the API`);
      }
    } finally {
      await server.stop();
      await closeServices(services);
    }
  }, 600_000);
});

