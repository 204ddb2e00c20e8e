/**
 * Probes for orchestrators and monitoring: /healthz (the process answers), /readyz (every engine
 * answers within READY_TIMEOUT_MS: 200, else 503; either way every engine with its state, UP, DOWN
 * or TIMEOUT, each checked under its own timeout so a hung one cannot hide the others), /metrics
 * (Prometheus text; an admin key's, since it describes traffic).
 */
import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { runInRequestScope } from '../../common/request-scope';
import { typedFailure } from '../../errors/engine-errors';
import { RefgraphError } from '../../errors/refgraph-error';
import { roleAllows } from '../../keys';
import { engineHealth, withoutVersions } from '../health';
import type { Logger } from '../observability/logger';
import type { ApiMetrics } from '../observability/metrics';
import type { Authenticate } from '../security/authenticate';
import type { Services } from '../../app';
import { EngineStatus } from '../types/operations';
import { sendError } from './json-errors';

const READY_TIMEOUT_MS = 2_000;

export function liveness(_request: Request, response: Response): void {
  response.json({ status: 'ok' });
}

export function readiness(services: Services, logger: Logger) {
  return async (_request: Request, response: Response): Promise<void> => {
    const controller = new AbortController();
    const scope = { requestId: String(response.locals.requestId ?? randomUUID()), signal: controller.signal, endsAt: Date.now() + READY_TIMEOUT_MS };
    const log = (engine: string, error: unknown): void => logger.warn({ engine, err: error }, 'engine check failed');
    // Aborted once every check has answered or timed out, not on a timer of its own: racing the
    // checks' timeouts, the abort could turn a hung engine's TIMEOUT into a DOWN. It stops an
    // Elasticsearch check still waiting on a hung node.
    const health = await runInRequestScope(scope, () => engineHealth(services, log, READY_TIMEOUT_MS)).finally(() => controller.abort());
    // Unauthenticated: states and reasons only, no versions or cluster names.
    const engines = withoutVersions(health).engines.map((e) => ({ name: e.name, status: e.status, detail: e.detail }));
    const ready = health.status === EngineStatus.UP;
    response.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', engines });
  };
}

export function metricsEndpoint(metrics: ApiMetrics, authenticate: Authenticate) {
  return async (request: Request, response: Response): Promise<void> => {
    const requestId = String(response.locals.requestId);
    try {
      const principal = await authenticate(request.headers.authorization, request.ip ?? 'unknown');
      if (principal.kind !== 'key' || !roleAllows(principal.role, 'admin')) {
        throw new RefgraphError('FORBIDDEN', '/metrics needs an admin key', { needed: 'admin' });
      }
    } catch (error) {
      const typed = typedFailure(error);
      if (!typed) throw error;
      return sendError(response, typed, requestId);
    }
    response.setHeader('content-type', metrics.registry.contentType);
    response.send(await metrics.registry.metrics());
  };
}
