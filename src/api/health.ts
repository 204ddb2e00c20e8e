/** Checks each engine with one cheap round trip; a failing engine is reported, never thrown. */
import type { Services } from './services';
import { EngineHealth, EngineStatus, Health } from './types/operations';

async function check(name: string, probe: () => Promise<{ version: string | null; detail: string | null }>): Promise<EngineHealth> {
  const started = performance.now();
  try {
    const { version, detail } = await probe();
    return { name, status: EngineStatus.UP, version, detail, latencyMs: performance.now() - started };
  } catch (error) {
    return { name, status: EngineStatus.DOWN, version: null, detail: (error as Error).message, latencyMs: performance.now() - started };
  }
}

export async function engineHealth(services: Services): Promise<Health> {
  const engines = await Promise.all([
    check('postgres', async () => {
      const rows = await services.prisma.$queryRaw<{ version: string }[]>`SELECT current_setting('server_version') AS version`;
      return { version: rows[0]?.version ?? null, detail: null };
    }),
    check('elasticsearch', async () => {
      const info = await services.elasticsearch.info();
      return { version: info.version.number, detail: `cluster ${info.cluster_name}` };
    }),
    check('neo4j', async () => {
      const info = await services.neo4j.getServerInfo();
      return { version: info.agent ?? null, detail: `protocol ${info.protocolVersion}` };
    }),
  ]);
  const status = engines.every((e) => e.status === EngineStatus.UP) ? EngineStatus.UP : EngineStatus.DOWN;
  return { status, engines };
}
