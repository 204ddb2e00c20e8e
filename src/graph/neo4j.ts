import neo4j, { Driver, ManagedTransaction } from 'neo4j-driver';
import { currentRequest, millisecondsLeft } from '../common/request-scope';
import { whenAbandoned } from '../common/when-abandoned';
import { engineTimedOut } from '../errors/engine-errors';
import { RefgraphError } from '../errors/refgraph-error';
import { disableNagleForBolt } from './bolt-no-delay';
import type { Neo4jSettings } from './graph-settings';

/**
 * Fail fast when Neo4j is down: the driver's defaults wait 30 s to connect and retry a failed
 * transaction for 30 s more, which held graph queries for 31-33 s with Neo4j stopped.
 */
const CONNECTION_TIMEOUT_MS = 2_000;
const ACQUISITION_TIMEOUT_MS = 5_000;
const RETRY_TIME_MS = 1_000;

/** Bolt's registered port. */
const DEFAULT_BOLT_PORT = 7687;

export function createNeo4jDriver(settings: Neo4jSettings): Driver {
  disableNagleForBolt(Number(new URL(settings.url).port || DEFAULT_BOLT_PORT));
  // Our embedded Neo4j runs without auth; a deployed one passes a password.
  const auth = settings.password === undefined ? undefined : neo4j.auth.basic(settings.user, settings.password);
  const driver = neo4j.driver(settings.url, auth, {
    disableLosslessIntegers: true,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    connectionAcquisitionTimeout: ACQUISITION_TIMEOUT_MS,
    maxTransactionRetryTime: RETRY_TIME_MS,
  });
  return withRequestDeadline(driver, settings.callTimeoutMs);
}

/**
 * Inside an API request (common/request-scope.ts) a query's transaction timeout is at most the
 * time the request has left. A read also runs in a session of its own, so that it can be stopped:
 * when the request is abandoned (its client went away) or its budget runs out, the session is
 * closed, which makes the driver send Bolt's RESET and Neo4j stop the query at once instead of at
 * the timeout (executeQuery itself takes no abort signal). The caller hears QUERY_TIMEOUT, as from
 * an Elasticsearch call cut the same way. A read also stops at `callTimeoutMs` when that comes
 * first, as ENGINE_TIMEOUT naming neo4j: the transaction timeout is enforced by the server, so a
 * hung Neo4j (SIGSTOP) holding a pooled connection would otherwise keep the read until the budget.
 * A stopped read's session is closed without waiting, since a hung server never answers the RESET.
 * Writes (executeQuery's default routing) are left to finish within the timeout: a projection
 * write stopped half-way would leave Neo4j behind PostgreSQL until the next reindex.
 */
function withRequestDeadline(driver: Driver, callTimeoutMs: number): Driver {
  const execute = driver.executeQuery.bind(driver);
  const bounded = async (query: string, parameters?: Record<string, unknown>, config: Parameters<Driver['executeQuery']>[2] = {}) => {
    const request = currentRequest();
    const left = millisecondsLeft();
    if (request === undefined || left === undefined) return execute(query, parameters, config);
    const timeout = Math.min(left, Number(config.transactionConfig?.timeout ?? left));
    if (config.routing !== neo4j.routing.READ) return execute(query, parameters, { ...config, transactionConfig: { ...config.transactionConfig, timeout } });
    if (request.signal.aborted) throw stoppedByRequest();
    const session = driver.session({ defaultAccessMode: neo4j.session.READ, database: config.database });
    let stop: (error: RefgraphError) => void = () => {};
    const stopped = new Promise<never>((_resolve, reject) => (stop = reject));
    // Only when it comes before the budget: past the budget, the budget's QUERY_TIMEOUT is the answer.
    const timer = callTimeoutMs < left ? setTimeout(() => stop(engineTimedOut('neo4j', callTimeoutMs)), callTimeoutMs) : undefined;
    let answered = false;
    try {
      // One abort listener per request however many reads it runs at once (a map reads a dozen).
      const result = await Promise.race([session.executeRead(async (tx: ManagedTransaction) => tx.run(query, parameters), { timeout }), stopped, whenAbandoned(request.signal)]);
      answered = true;
      return { keys: result.records[0]?.keys ?? [], records: result.records, summary: result.summary };
    } catch (error) {
      throw request.signal.aborted ? stoppedByRequest() : error;
    } finally {
      clearTimeout(timer);
      const closing = session.close();
      if (answered) await closing;
      else void closing.catch(() => undefined);
    }
  };
  driver.executeQuery = bounded as Driver['executeQuery'];
  return driver;
}

function stoppedByRequest(): RefgraphError {
  return new RefgraphError('QUERY_TIMEOUT', 'the request was stopped at its time budget or abandoned by its client; ask for less');
}
