/**
 * One seeded server and one browser for all the explorer's tests (ingesting the demo corpus is
 * the slow part): registers the suite's beforeAll/afterAll and hands out what the cases use.
 */
import type { Page } from 'playwright-core';
import { graphqlClient, GraphQLResponse } from '../../integration/harness';
import { openBrowser, WatchedBrowser } from './browser';
import { SeededServer, startSeededServer } from '../seeded-server';

const SEED_TIMEOUT_MS = 600_000;

export interface ExplorerSession {
  page(): Page;
  browser(): WatchedBrowser;
  origin(): string;
  url(): string;
  /** The seeded stores, for a case that needs a second server on them (other limits). */
  stores(): SeededServer['stores'];
  /** Origins the pages may call: the server under test, and any second one a case started. */
  allowedOrigins: string[];
  /** A GraphQL request straight to the API, to compare the page with. */
  api(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse>;
  /** Waits until the page's URL has name=value (polled from Node: the pages' CSP refuses the string evaluation waitForFunction uses). */
  urlHas(name: string, value: string): Promise<void>;
}

export function explorerSession(suite: string): ExplorerSession {
  let seeded: SeededServer | undefined;
  let browser: WatchedBrowser | undefined;
  beforeAll(async () => {
    seeded = await startSeededServer(suite);
    browser = await openBrowser();
    session.allowedOrigins.push(seeded.origin);
  }, SEED_TIMEOUT_MS);
  afterAll(async () => {
    await browser?.close();
    await seeded?.stop();
  });
  const session: ExplorerSession = {
    page: () => browser!.page,
    browser: () => browser!,
    origin: () => seeded!.origin,
    url: () => seeded!.server.url,
    stores: () => seeded!.stores,
    allowedOrigins: [],
    api: (query, variables = {}) => graphqlClient(() => seeded!.server.url)(query, variables),
    async urlHas(name, value) {
      for (let tries = 0; new URL(session.page().url()).searchParams.get(name) !== value; tries++) {
        if (tries > 200) throw new Error(`the URL never got ${name}=${value}: ${session.page().url()}`);
        await session.page().waitForTimeout(50);
      }
    },
  };
  return session;
}
