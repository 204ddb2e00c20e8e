/**
 * Fault tests: each engine killed with -9 during an ingestion run by the real CLI while the API
 * answers queries. Expected from the CLI: a typed error (no stack trace) saying what was stored
 * where, no run left RUNNING, the same command re-run converges and `refgraph verify` is clean.
 * From the API: typed ENGINE_UNAVAILABLE naming the engine, and answers again once it is back.
 * Then each engine hung (SIGSTOP): ENGINE_TIMEOUT inside the budget, /readyz naming it.
 *
 * They run on their OWN engine set (own ports, own engines folder), started and stopped here
 * through scripts/engines/*.sh, so killing engines never disturbs the other suites. One set
 * serves every case, and one kill (one restart) per engine serves both the CLI's and the API's
 * checks: an engine restart is most of this suite's time. Ports: the test offset + 5000
 * (REFGRAPH_TEST_PORT_OFFSET).
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { closeServices, createServices } from '../../src/app/services';
import { RunningServer, startServer } from '../../src/api/server';
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
  // The JIT settings scripts/test.sh gives the test engines (ES_JAVA_OPTS passes as it is).
  ...(process.env.REFGRAPH_NEO4J_JAVA_OPTS ? { REFGRAPH_NEO4J_JAVA_OPTS: process.env.REFGRAPH_NEO4J_JAVA_OPTS } : {}),
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

/** One probe per engine: a query only that engine answers. */
const probes = (prefix: string): Record<Engine, string> => ({
  elasticsearch: '{ searchPapers(query: "fault tolerance", first: 3) { totalCount } }',
  neo4j: `{ coCited(paperId: "${prefix}-10") { paper { id } } }`,
  postgres: '{ papers(first: 3) { totalCount } }',
});

interface Answer {
  ok: boolean;
  codes: string[];
  extensions: Record<string, unknown> | undefined;
  text: string;
  ms: number;
}

describe('engines killed with -9 and hung', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'refgraph-faults-'));
  const started = Date.now();
  // The API the probes ask, on the papers of queries-STAMP.jsonl, up for the whole suite.
  const queried = `q${stamp}`;
  let services: ReturnType<typeof createServices>;
  let server: RunningServer;

  const ask = async (query: string): Promise<Answer> => {
    const asked = performance.now();
    const response = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const text = await response.text();
    const body = JSON.parse(text) as { errors?: { extensions?: Record<string, unknown> }[] };
    return { ok: !body.errors, codes: (body.errors ?? []).map((e) => String(e.extensions?.code)), extensions: body.errors?.[0]?.extensions, text, ms: performance.now() - asked };
  };
  const ready = async () => {
    const asked = performance.now();
    const response = await fetch(new URL('/readyz', server.url));
    return { status: response.status, body: (await response.json()) as { engines: { name: string; status: string }[] }, ms: performance.now() - asked };
  };

  /** Right after the kill: the next API requests fail typed, naming the engine (one already on its way may still be answered). */
  async function expectApiFailsTyped(engine: Engine, killedAt: number): Promise<void> {
    const probe = probes(queried)[engine];
    let failure = await ask(probe);
    for (let i = 0; failure.ok && i < 20; i += 1) failure = await ask(probe);
    const seconds = (performance.now() - killedAt) / 1000;
    expect([engine, failure.codes]).toEqual([engine, [expect.stringMatching(/^ENGINE_(UNAVAILABLE|TIMEOUT)$/)]]);
    expect(failure.text).toContain(`"engine":"${engine}"`);
    expect(failure.text).not.toMatch(/\n\s+at |127\.0\.0\.1|ECONNREFUSED/);
    console.log(`${engine} killed during an ingestion and queries: typed ${failure.codes[0]} after ${seconds.toFixed(2)} s`);
  }

  /** The killed engine started again (once its process is reaped: until then its pid file looks like a live server to the scripts), and the API answering through it. */
  async function restart(engine: Engine, killed: number): Promise<void> {
    await until(async () => !existsSync(`/proc/${killed}`), `${engine}'s killed process to be gone`);
    await engineScript(engine, 'start');
    await until(async () => (await ask(probes(queried)[engine])).ok, `${engine} answering again through the API`);
  }

  /** `refgraph ingest FILE`, with `engine` killed once `enough` holds, and the API asked right after; the killed pid. */
  async function ingestKilling(engine: Engine, file: string, enough: () => Promise<boolean>): Promise<{ run: CliRun; killed: number }> {
    expect([engine, (await ask(probes(queried)[engine])).ok]).toEqual([engine, true]);
    let killed = 0;
    const run = await cli(['ingest', file], async () => {
      await until(enough, `the ingestion's progress before killing ${engine}`);
      killed = kill9(engine);
      await expectApiFailsTyped(engine, performance.now());
    });
    return { run, killed };
  }

  beforeAll(async () => {
    await engineScript('all', 'start');
    const migrate = await cli(['migrate']);
    expect(migrate.code).toBe(0);
    // The set's data is kept between runs: start from empty stores (reindex empties the projections).
    await pgQuery('TRUNCATE "TalkReference", "Citation", "PaperAuthor", "Talk", "Paper", "Author", "Venue", "IngestionRun" RESTART IDENTITY CASCADE');
    expect(await cli(['reindex'])).toMatchObject({ code: 0 });
    const file = path.join(dir, `queries-${stamp}.jsonl`);
    corpus(file, queried, 100);
    expect(await cli(['ingest', file])).toMatchObject({ code: 0 });
    services = createServices(loadConfig(env));
    server = await startServer(services, { port: 0 });
    // An engine's first queries after its start can outlast the engine timeout (4 s) on a busy
    // machine (Neo4j's first coCited did, 2026-12-02): each test's first probe must find it warm.
    for (const probe of Object.values(probes(queried))) await until(async () => (await ask(probe)).ok, `the API answering ${probe}`);
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    if (services) await closeServices(services);
    await engineScript('all', 'stop').catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    console.log(`fault suite: ${((Date.now() - started) / 1000).toFixed(1)} s (engines started and stopped included)`);
  }, 120_000);

  it('Neo4j killed while citations are projected and queries asked: typed errors from the CLI and the API, FAILED run, answers again, re-run converges, verify clean', async () => {
    const file = path.join(dir, `neo4j-${stamp}.jsonl`);
    corpus(file, `neo${stamp}`, 2000);
    const { run, killed } = await ingestKilling('neo4j', file, async () => (await count(`SELECT count(*) AS n FROM "Citation" WHERE "citingId" LIKE 'neo${stamp}-%'`)) >= 2000);
    expectTypedFailure(run, 'Neo4j failed');
    expect(await count(`SELECT count(*) AS n FROM "IngestionRun" WHERE status = 'FAILED' AND source LIKE '%neo4j-${stamp}.jsonl'`)).toBe(1);
    await restart('neo4j', killed);
    await expectConverges(file);
  }, 600_000);

  it('Elasticsearch killed during an ingestion and queries: typed errors from the CLI and the API, FAILED run, answers again, re-run converges, verify clean', async () => {
    const file = path.join(dir, `elasticsearch-${stamp}.jsonl`);
    corpus(file, `es${stamp}`, 2000);
    const { run, killed } = await ingestKilling('elasticsearch', file, async () => (await count(`SELECT count(*) AS n FROM "Paper" WHERE id LIKE 'es${stamp}-%'`)) >= 500);
    expectTypedFailure(run, 'Elasticsearch failed');
    await restart('elasticsearch', killed);
    await expectConverges(file);
  }, 600_000);

  it('PostgreSQL killed during an ingestion and queries: typed errors from the CLI and the API, the run marked FAILED (interrupted) by the next command, answers again, re-run converges', async () => {
    const file = path.join(dir, `postgres-${stamp}.jsonl`);
    corpus(file, `pg${stamp}`, 2000);
    const { run, killed } = await ingestKilling('postgres', file, async () => (await count(`SELECT count(*) AS n FROM "Paper" WHERE id LIKE 'pg${stamp}-%'`)) >= 500);
    expect(run).toMatchObject({ code: 1 });
    expect(run.stderr).toMatch(/refgraph: ENGINE_UNAVAILABLE: ingestion run \d+ stopped: PostgreSQL failed/);
    expect(run.stderr).toContain('the next ingest, reindex or verify marks it');
    expect(run.stderr).not.toMatch(/^\s+at /m);
    await restart('postgres', killed);
    // The run could not record its end: it is RUNNING until the next command takes the lock.
    expect(await count(`SELECT count(*) AS n FROM "IngestionRun" WHERE status = 'RUNNING'`)).toBe(1);
    await expectConverges(file);
    const [interrupted] = await pgQuery<{ errors: { fatal?: string }[] }>(`SELECT errors FROM "IngestionRun" WHERE source LIKE '%postgres-${stamp}.jsonl' ORDER BY id LIMIT 1`);
    expect(interrupted!.errors[0]!.fatal).toContain('interrupted');
  }, 600_000);

  it.each(['elasticsearch', 'neo4j', 'postgres'] as const)('%s hung (SIGSTOP) while the API answers: ENGINE_TIMEOUT naming it inside the budget, /readyz naming every engine', async (engine) => {
    const budgetMs = services.config.api.requestTimeoutMs;
    const probe = probes(queried)[engine];
    expect((await ready()).status).toBe(200);
    // First answered, so the drivers hold pooled connections to the engine when it hangs.
    expect([engine, (await ask(probe)).ok]).toEqual([engine, true]);
    const [answer, readiness] = await whileHung(engine, async () => [await ask(probe), await ready()] as const);
    console.log(`${engine} hung: ${String(answer.extensions?.code)} after ${(answer.ms / 1000).toFixed(2)} s; /readyz ${readiness.status} after ${(readiness.ms / 1000).toFixed(2)} s`);
    expect([engine, answer.extensions]).toEqual([engine, expect.objectContaining({ code: 'ENGINE_TIMEOUT', engine })]);
    // The engine's own timeout (4 s), with room to answer before the budget's QUERY_TIMEOUT.
    expect(answer.ms).toBeLessThan(budgetMs - 2_000);
    expect(readiness.status).toBe(503);
    const states = Object.fromEntries(readiness.body.engines.map((e) => [e.name, e.status]));
    expect(states).toEqual(Object.fromEntries(['postgres', 'elasticsearch', 'neo4j'].map((name) => [name, name === engine ? 'TIMEOUT' : 'UP'])));
    expect(readiness.ms).toBeLessThan(3_000);
    await until(async () => (await ask(probe)).ok, `${engine} answering again through the API`);
  }, 600_000);
});
