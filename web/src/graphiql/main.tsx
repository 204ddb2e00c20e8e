/**
 * GraphiQL, bundled from npm and served by the API itself: the offline IDE a browser gets at the
 * API's root. Requests go to the same origin, with the API key pasted in the explorer (same tab
 * session) when there is one.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authorizationHeader } from '../shared/api-key';
import { GRAPHQL_ENDPOINT } from '../shared/graphql-client';
import './graphiql.css';

async function fetcher(params: unknown): Promise<unknown> {
  const response = await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authorizationHeader() },
    body: JSON.stringify(params),
  });
  return response.json();
}

const DEFAULT_QUERY = `# Refgraph's GraphQL API (the explorer: /explorer/)
{
  health { status engines { name status } }
  papers(first: 5) { totalCount edges { node { id title year } } }
}
`;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
