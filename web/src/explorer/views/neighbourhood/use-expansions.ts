/**
 * The neighbourhoods of the papers expanded in place (`expand=a|b`), fetched together; an
 * expansion already fetched is kept while others are added, so growing the map asks only for
 * the new one.
 */
import { useEffect, useState } from 'react';
import { graphql } from '../../../shared/graphql-client';
import type { Expansion } from './map-expansion';
import { NEIGHBOURHOOD, Neighbourhood } from './neighbourhood-query';

export function useExpansions(requests: readonly { paperId: string; variables: Record<string, unknown> }[]): { expansions: Expansion[]; error: unknown } {
  const [fetched, setFetched] = useState<Map<string, Expansion>>(new Map());
  const [error, setError] = useState<unknown>(null);
  const key = JSON.stringify(requests);
  useEffect(() => {
    const controller = new AbortController();
    const wanted = JSON.parse(key) as typeof requests;
    const keyOf = (request: (typeof wanted)[number]) => JSON.stringify(request.variables);
    setError(null);
    setFetched((current) => new Map([...current].filter(([k]) => wanted.some((w) => keyOf(w) === k))));
    for (const request of wanted) {
      graphql<{ neighbourhood: Neighbourhood }>(NEIGHBOURHOOD, request.variables, controller.signal).then(
        (data) => setFetched((current) => (current.has(keyOf(request)) ? current : new Map(current).set(keyOf(request), { parent: request.paperId, neighbourhood: data.neighbourhood }))),
        (failure: unknown) => {
          if ((failure as Error).name !== 'AbortError') setError(failure);
        },
      );
    }
    return () => controller.abort();
  }, [key]);
  const expansions = requests.flatMap((request) => {
    const expansion = fetched.get(JSON.stringify(request.variables));
    return expansion ? [expansion] : [];
  });
  return { expansions, error };
}
