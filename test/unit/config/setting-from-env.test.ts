import { postgresSettingsFromEnv } from '../../../src/config/postgres-settings';
import { settingFromEnv } from '../../../src/config/setting-from-env';

describe('one setting, or one group, read outside loadConfig', () => {
  it('reads a setting as the table declares it, refusing a bad value with CONFIG_INVALID', () => {
    expect(settingFromEnv('REFGRAPH_LOG_LEVEL', {})).toBe('info');
    expect(settingFromEnv('REFGRAPH_LOG_LEVEL', { REFGRAPH_LOG_LEVEL: 'fatal' })).toBe('fatal');
    expect(() => settingFromEnv('REFGRAPH_LOG_LEVEL', { REFGRAPH_LOG_LEVEL: 'loud' })).toThrow(expect.objectContaining({ code: 'CONFIG_INVALID' }));
  });

  it('gives prisma.config.ts the PostgreSQL connection, checked like the server\'s', () => {
    expect(postgresSettingsFromEnv({})).toEqual({ host: '127.0.0.1', port: 5433, user: 'refgraph', password: undefined, database: 'refgraph', callTimeoutMs: 4000 });
    expect(postgresSettingsFromEnv({ REFGRAPH_PG_PORT: '15433', REFGRAPH_PG_PASSWORD: 'pw' })).toMatchObject({ port: 15433, password: 'pw' });
    expect(() => postgresSettingsFromEnv({ REFGRAPH_PG_PORT: 'x', REFGRAPH_PG_CALL_TIMEOUT_MS: '1' })).toThrow(
      expect.objectContaining({ details: { problems: ['REFGRAPH_PG_PORT=x: expected an integer in [1, 65535]', 'REFGRAPH_PG_CALL_TIMEOUT_MS=1: expected an integer in [50, 600000]'] } }),
    );
  });
});
