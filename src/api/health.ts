/**
 * Checks each engine with one cheap round trip, each under its own timeout, so that one hung
 * engine neither hides the others' states nor holds the answer; a failing engine is reported,
 * never thrown. What a client sees of a failure is its kind (refused, timed out), never the
 * driver's text, which names hosts and ports: that goes to the log passed in.
 */
import { engineFailure } from '../errors/engine-errors';
import type { Services } from '../app';
import { EngineHealth, EngineStatus, Health } from './types/operations';

type LogFailure = (engine: string, error: unknown) => void;

/** Per engine: longer than a healthy check on a loaded machine (tens of ms), short enough for a probe. */
export const ENGINE_CHECK_TIMEOUT_MS = 2_000;

type Probe = () => Promise<{ version: string | null; detail: string | null }>;

async function check(name: string, log: LogFailure, timeoutMs: number, probe: Probe): Promise<EngineHealth> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  // The probe is not cancelled: a hung engine's check is left behind, bounded by its driver's timeouts.
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
  try {
    const answer = await Promise.race([probe(), timedOut]);
    if (answer === 'timeout') {
      log(name, new Error(`no answer within ${timeoutMs} ms`));
      return { name, status: EngineStatus.TIMEOUT, version: null, detail: `no answer within ${timeoutMs} ms`, latencyMs: performance.now() - started };
    }
    return { name, status: EngineStatus.UP, version: answer.version, detail: answer.detail, latencyMs: performance.now() - started };
  } catch (error) {
    log(name, error);
    const timeout = engineFailure(error)?.code === 'ENGINE_TIMEOUT';
    const status = timeout ? EngineStatus.TIMEOUT : EngineStatus.DOWN;
    return { name, status, version: null, detail: timeout ? 'did not answer in time' : 'unreachable or failing', latencyMs: performance.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

export async function engineHealth(services: Services, log: LogFailure = () => {}, timeoutMs = ENGINE_CHECK_TIMEOUT_MS): Promise<Health> {
  const engines = await Promise.all([
    check('postgres', log, timeoutMs, async () => {
      const rows = await services.prisma.$queryRaw<{ version: string }[]>`SELECT current_setting('server_version') AS version`;
      return { version: rows[0]?.version ?? null, detail: null };
    }),
    check('elasticsearch', log, timeoutMs, async () => {
      const info = await services.elasticsearch.info();
      return { version: info.version.number, detail: `cluster ${info.cluster_name}` };
    }),
    check('neo4j', log, timeoutMs, async () => {
      const info = await services.neo4j.getServerInfo();
      return { version: info.agent ?? null, detail: `protocol ${info.protocolVersion}` };
    }),
  ]);
  const status = engines.every((e) => e.status === EngineStatus.UP) ? EngineStatus.UP : EngineStatus.DOWN;
  return { status, engines };
}

/**
 * What anyone but an admin key sees: each engine's name, state and latency, and why one is not up;
 * no versions, cluster names or protocols (a version tells an attacker which known flaws to try).
 */
export function withoutVersions(health: Health): Health {
  return {
    status: health.status,
    engines: health.engines.map((e) => ({ ...e, version: null, detail: e.status === EngineStatus.UP ? null : e.detail })),
  };
}
