/**
 * Prometheus metrics (prom-client) served at /metrics: HTTP requests, GraphQL operations and
 * their latency, ranking stages, engine failures, limits that refused requests.
 */
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class ApiMetrics {
  readonly registry = new Registry();
  private readonly httpRequests = new Counter({ name: 'refgraph_http_requests_total', help: 'HTTP requests by route and status', labelNames: ['route', 'status'], registers: [this.registry] });
  private readonly operations = new Histogram({
    name: 'refgraph_graphql_operation_duration_seconds',
    help: 'GraphQL operations by root field and outcome (ok or the error code)',
    labelNames: ['field', 'outcome'],
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly stages = new Histogram({ name: 'refgraph_rank_stage_duration_seconds', help: 'Ranking pipeline stages', labelNames: ['stage'], buckets: LATENCY_BUCKETS, registers: [this.registry] });
  private readonly engineErrors = new Counter({ name: 'refgraph_engine_errors_total', help: 'Engine failures by engine and code', labelNames: ['engine', 'code'], registers: [this.registry] });
  private readonly refusals = new Counter({ name: 'refgraph_refused_requests_total', help: 'Requests refused by a limit, by error code', labelNames: ['code'], registers: [this.registry] });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'refgraph_' });
  }

  httpRequest(route: string, status: number): void {
    this.httpRequests.inc({ route, status: String(status) });
  }

  operation(field: string, outcome: string, seconds: number): void {
    this.operations.observe({ field, outcome }, seconds);
  }

  rankStages(stages: { tag: string; milliseconds: number }[]): void {
    for (const stage of stages) this.stages.observe({ stage: stage.tag }, stage.milliseconds / 1000);
  }

  engineError(engine: string, code: string): void {
    this.engineErrors.inc({ engine, code });
  }

  refused(code: string): void {
    this.refusals.inc({ code });
  }
}
