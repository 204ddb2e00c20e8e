import neo4j, { Driver } from 'neo4j-driver';
import { millisecondsLeft } from '../common/request-scope';

/**
 * Fail fast when Neo4j is down: the driver's defaults wait 30 s to connect and retry a failed
 * transaction for 30 s more, which held graph queries for 31-33 s with Neo4j stopped.
 */
const CONNECTION_TIMEOUT_MS = 2_000;
const ACQUISITION_TIMEOUT_MS = 5_000;
const RETRY_TIME_MS = 1_000;

export function createNeo4jDriver(settings: { url: string; user: string; password: string | undefined }): Driver {
  // Our embedded Neo4j runs without auth; a deployed one passes a password.
  const auth = settings.password === undefined ? undefined : neo4j.auth.basic(settings.user, settings.password);
  const driver = neo4j.driver(settings.url, auth, {
    disableLosslessIntegers: true,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    connectionAcquisitionTimeout: ACQUISITION_TIMEOUT_MS,
    maxTransactionRetryTime: RETRY_TIME_MS,
  });
  return withRequestDeadline(driver);
}

/**
 * Inside an API request, a query's transaction timeout is at most the time the request has left
 * (common/request-scope.ts), so Neo4j stops the work of an abandoned or over-budget request.
 */
function withRequestDeadline(driver: Driver): Driver {
  const execute = driver.executeQuery.bind(driver);
  const bounded = (query: string, parameters?: Record<string, unknown>, config: Parameters<Driver['executeQuery']>[2] = {}) => {
    const left = millisecondsLeft();
    if (left === undefined) return execute(query, parameters, config);
    const timeout = Math.min(left, Number(config.transactionConfig?.timeout ?? left));
    return execute(query, parameters, { ...config, transactionConfig: { ...config.transactionConfig, timeout } });
  };
  driver.executeQuery = bounded as Driver['executeQuery'];
  return driver;
}
