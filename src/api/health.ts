/**
 * Checks each engine with one cheap round trip; a failing engine is reported, never thrown. What
 * a client sees of a failure is its typed kind (unavailable, timed out), never the driver's text,
 * which names hosts and ports: that goes to the log passed in.
 */
import { engineFailure } from '../errors/engine-errors';
import type { Services } from '../app';
import { EngineHealth, EngineStatus, Health } from './types/operations';

type LogFailure = (engine: string, error: unknown) => void;

async function check(name: string, log: LogFailure, probe: () => Promise<{ version: string | null; detail: string | null }>): Promise<EngineHealth> {
  const started = performance.now();
  try {
    const { version, detail } = await probe();
    return { name, status: EngineStatus.UP, version, detail, latencyMs: performance.now() - started };
  } catch (error) {
    log(name, error);
    const detail = engineFailure(error)?.code === 'ENGINE_TIMEOUT' ? 'did not answer in time' : 'unreachable or failing';
    return { name, status: EngineStatus.DOWN, version: null, detail, latencyMs: performance.now() - started };
  }
}

export async function engineHealth(services: Services, log: LogFailure = () => {}): Promise<Health> {
  const engines = await Promise.all([
    check('postgres', log, async () => {
      const rows = await services.prisma.$queryRaw<{ version: string }[]>`SELECT current_setting('server_version') AS version`;
      return { version: rows[0]?.version ?? null, detail: null };
    }),
    check('elasticsearch', log, async () => {
      const info = await services.elasticsearch.info();
      return { version: info.version.number, detail: `cluster ${info.cluster_name}` };
    }),
    check('neo4j', log, async () => {
      const info = await services.neo4j.getServerInfo();
      return { version: info.agent ?? null, detail: `protocol ${info.protocolVersion}` };
    }),
  ]);
  const status = engines.every((e) => e.status === EngineStatus.UP) ? EngineStatus.UP : EngineStatus.DOWN;
  return { status, engines };
}
