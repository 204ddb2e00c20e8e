/**
 * The explorer and GraphiQL in a real Chromium, against the API on the demo corpus: what each
 * view shows, that the pages call only their own origin, log no error, work by keyboard, fit every
 * screen width and pass axe-core.
 * Screenshots go to $TMPDIR/refgraph-explorer-screenshots (printed).
 */
import { foreignRequests } from './explorer/browser';
import { bibliographyCases } from './explorer/bibliography-cases';
import { collectionCases } from './explorer/collection-cases';
import { conceptCases } from './explorer/concept-cases';
import { graphiqlCases } from './explorer/graphiql-cases';
import { layoutCases } from './explorer/layout-cases';
import { neighbourhoodCases } from './explorer/neighbourhood-cases';
import { recommendCases } from './explorer/recommend-cases';
import { runsCases } from './explorer/runs-cases';
import { searchCases } from './explorer/search-cases';
import { explorerSession } from './explorer/session';

describe('web explorer', () => {
  const session = explorerSession('explorer');

  describe('GraphiQL at the API root', () => graphiqlCases(session));
  describe('search first', () => searchCases(session));
  describe('recommendations', () => recommendCases(session));
  describe('citation neighbourhood', () => neighbourhoodCases(session));
  describe('concept search', () => conceptCases(session));
  describe('bibliography pre-selection', () => bibliographyCases(session));
  describe('collection', () => collectionCases(session));
  describe('evaluation runs', () => runsCases(session));
  describe('every screen width, accessible', () => layoutCases(session));

  it('made no request outside the servers under test and logged no console error', () => {
    const { requests, consoleErrors } = session.browser();
    expect(requests.length).toBeGreaterThan(10);
    const foreign = session.allowedOrigins.reduce((left, origin) => foreignRequests(left, origin), requests);
    expect(foreign).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
