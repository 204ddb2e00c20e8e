/**
 * One GraphQL operation bound to a view's inputs: re-run when they change (the previous request
 * is aborted, so a late answer never overwrites a newer one), skipped while `variables` is null.
 */
import { useEffect, useState } from 'react';
import { graphql } from '../shared/graphql-client';

export type Loaded<T> = { state: 'idle' } | { state: 'loading'; previous?: T } | { state: 'done'; data: T } | { state: 'failed'; error: unknown };

export function useGraphQL<T>(query: string, variables: Record<string, unknown> | null, delayMs = 0): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'idle' });
  const key = variables === null ? null : JSON.stringify(variables);
  useEffect(() => {
    if (key === null) {
      setLoaded({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setLoaded((current) => ({ state: 'loading', previous: current.state === 'done' ? current.data : current.state === 'loading' ? current.previous : undefined }));
    // A delay lets a slider settle before the API ranks again.
    const timer = setTimeout(() => {
      graphql<T>(query, JSON.parse(key) as Record<string, unknown>, controller.signal).then(
        (data) => setLoaded({ state: 'done', data }),
        (error: unknown) => {
          if ((error as Error).name !== 'AbortError') setLoaded({ state: 'failed', error });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, key, delayMs]);
  return loaded;
}
