/**
 * What an ingestion stored in each store before it stopped, and the error that says so.
 * Re-running the same command converges (every write is an upsert or an insert-once), so the
 * message says that rather than sending users to `reindex`. Pure.
 */
import { RefgraphError } from '../errors/refgraph-error';
import { ENGINE_NAMES, reasonOf, INTERRUPTED_MESSAGE } from '../projections';

export class StoredTally {
  readonly postgres = { papers: 0, talks: 0, citations: 0, talkReferences: 0 };
  readonly elasticsearch = { papers: 0 };
  readonly neo4j = { papers: 0, talks: 0, citations: 0 };

  summary(): string {
    const { postgres: pg, elasticsearch: es, neo4j } = this;
    return (
      `PostgreSQL: ${pg.papers} papers, ${pg.talks} talks, ${pg.citations} citations, ${pg.talkReferences} talk references; ` +
      `Elasticsearch: ${es.papers} papers; Neo4j: ${neo4j.papers} papers, ${neo4j.talks} talks, ${neo4j.citations} citations`
    );
  }

  /** The run's end, when `cause` (an engine's failure) stopped it. */
  failure(runId: number, cause: RefgraphError): RefgraphError {
    const engine = typeof cause.details.engine === 'string' ? cause.details.engine : 'postgres';
    const name = ENGINE_NAMES[engine as keyof typeof ENGINE_NAMES] ?? engine;
    return new RefgraphError(
      'ENGINE_UNAVAILABLE',
      `ingestion run ${runId} stopped: ${cause.message}. Stored by this run before it stopped: ${this.summary()}. ` +
        `Nothing stored is lost; when ${name} is back, re-run the same command (it converges), then check with 'refgraph verify'`,
      { engine, runId, stored: { postgres: this.postgres, elasticsearch: this.elasticsearch, neo4j: this.neo4j } },
    );
  }
}

/** PostgreSQL itself failed, so not even the run's end could be recorded. */
export function interruptedRunError(runId: number, error: unknown, tally: StoredTally): RefgraphError {
  return new RefgraphError(
    'ENGINE_UNAVAILABLE',
    `ingestion run ${runId} stopped: PostgreSQL failed (${reasonOf(error)}). Stored by this run before it stopped: ${tally.summary()}. ` +
      `The run could not be marked FAILED; the next ingest, reindex or verify marks it (${INTERRUPTED_MESSAGE.split(':')[0]}). ` +
      `When PostgreSQL is back, re-run the same command (it converges), then check with 'refgraph verify'`,
    { engine: 'postgres', runId },
  );
}
