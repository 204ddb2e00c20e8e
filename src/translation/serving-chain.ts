/**
 * A language pair's chain as API reads share it (issue #47: every request's texts went into the
 * chain at once, first come first served, so a key sending long Spanish queries delayed everyone's
 * translations, and a request whose client had left still had its text translated).
 * - A few segments at a time are in the chain (`inFlight`): Apertium is a pipeline of programs,
 *   and a few segments keep its stages busy; every one more in it is one more a short query
 *   written after it waits behind, at each stage.
 * - The others wait their turn in a FairScheduler: the client (API key, or anonymous address)
 *   whose translations took the chain least lately goes first, first come first served within a
 *   client; a client with `maxWaitingPerClient` texts waiting is refused (RATE_LIMITED, `kind:
 *   worker`, as the encoder's gate refuses).
 * - A text whose request ended (budget spent, client gone) before its turn is dropped when a slot
 *   frees, never written to the chain; one already in the chain is not waited for (its answer,
 *   matched to it by tag, is read and thrown away, and its slot frees then).
 * Batch work (ingestion, writes) has chains of its own and does not come here.
 */
import { CLIENT_USAGE_HALF_LIFE_MS, FairScheduler, UNNAMED_TENANT } from '../common/fair-scheduler';
import type { RequestScope } from '../common/request-scope';
import { whenAbandoned } from '../common/when-abandoned';
import { ApertiumChain, unavailable } from './apertium';
import type { ApertiumOutput } from './apertium-text';

/** How requests share one chain (REFGRAPH_TRANSLATION_IN_FLIGHT, REFGRAPH_TRANSLATION_WAITING_PER_CLIENT). */
export interface ServingTurns {
  /** Segments in the chain at once. */
  inFlight: number;
  /** Texts one client may have waiting for the chain; more are refused. */
  maxWaitingPerClient: number;
}

export class ServingChain {
  private readonly turns: FairScheduler;
  private closed = false;

  constructor(
    private readonly chain: ApertiumChain,
    settings: ServingTurns,
  ) {
    this.turns = new FairScheduler({ concurrency: settings.inFlight, maxWaitingPerTenant: settings.maxWaitingPerClient, halfLifeMs: CLIENT_USAGE_HALF_LIFE_MS, now: () => performance.now() });
  }

  /** TEXT's translation for REQUEST, when its turn comes; QUERY_TIMEOUT as soon as the request ends. */
  translate(text: string, request: RequestScope): Promise<ApertiumOutput> {
    const answer = this.turns.run(request.tenant?.name ?? UNNAMED_TENANT, request.signal, () =>
      // A turn that comes after the translator closed must not start a fresh chain nobody stops.
      this.closed ? Promise.reject(unavailable('closed')) : this.chain.translate(text),
    );
    return Promise.race([answer, whenAbandoned(request.signal)]);
  }

  /** Stops the chain; texts in it fail, and so do the waiting ones as their turns come. */
  close(): void {
    this.closed = true;
    this.chain.close();
  }
}
