/**
 * Structured JSON logs (pino) on stdout, one object a line. Authorization headers never reach a
 * log line: only the key id a request acts for does.
 */
import pino, { Logger } from 'pino';
import { settingFromEnv } from '../../config';

export type { Logger };

export function createLogger(level: string = settingFromEnv('REFGRAPH_LOG_LEVEL')): Logger {
  return pino({ level, base: { service: 'refgraph-api' }, redact: ['authorization', 'headers.authorization'] });
}
